import { Link } from '../app/router';
import { useChain } from '../app/useChain';
import { LatestBlocksTable } from '../evm/blocks/LatestBlocksTable';
import { PageHeader } from '../components/PageHeader';
import { LatestTransactionsTable } from '../evm/transactions/LatestTransactionsTable';
import { TpsSparklines } from '../tps/TpsSparklines';
import { ROUTES } from '../app/urls';

export function HomePage() {
  const chain = useChain();
  return (
    <>
      <PageHeader title={`${chain.chainName} overview`} subtitle={chain.network} />
      {/* Every chain of the network, above both lists, so the two tables line up side by side. */}
      <TpsSparklines />
      <div className="grid-2">
        <section aria-labelledby="home-blocks">
          <h2 id="home-blocks">
            <Link to={ROUTES.blocks}>Latest blocks</Link>
          </h2>
          <LatestBlocksTable tableId="home-blocks" height={420} />
        </section>
        <section aria-labelledby="home-txs">
          <h2 id="home-txs">
            <Link to={ROUTES.transactions}>Latest transactions</Link>
          </h2>
          <LatestTransactionsTable tableId="home-transactions" height={420} />
        </section>
      </div>
    </>
  );
}
