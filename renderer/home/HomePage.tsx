import { AcrossAllChains } from '../allChains/AcrossAllChains';
import { Link } from '../app/router';
import { useChain } from '../app/useChain';
import { LatestBlocksTable } from '../evm/blocks/LatestBlocksTable';
import { Deferred } from '../components/Deferred';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { LatestTransactionsTable } from '../evm/transactions/LatestTransactionsTable';
import { TpsSparklines } from '../tps/chart/TpsSparklines';
import { ROUTES } from '../app/urls';

/** The first view: its latest blocks render first, the other panels right after (Deferred). */
export function HomePage() {
  const chain = useChain();
  return (
    <>
      <PageHeader title={`${chain.chainName} overview`} subtitle={chain.network} />
      {/* Every chain of the network, above both lists, so the two tables line up side by side. */}
      <Deferred>
        <TpsSparklines />
      </Deferred>
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
          <Deferred fallback={<SkeletonLines label="Loading latest transactions" />}>
            <LatestTransactionsTable tableId="home-transactions" height={420} />
          </Deferred>
        </section>
      </div>
      <Deferred fallback={<SkeletonLines label="Loading the lists of every chain" />}>
        <AcrossAllChains />
      </Deferred>
    </>
  );
}
