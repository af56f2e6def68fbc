import { useChain } from '../../app/useChain';
import { PageHeader } from '../../components/PageHeader';
import { LatestBlocksTable } from './LatestBlocksTable';

export function BlocksPage() {
  const chain = useChain();
  return (
    <>
      <PageHeader title="Latest blocks" subtitle={`${chain.chainName} · ${chain.network}`} />
      <LatestBlocksTable tableId="blocks" />
    </>
  );
}
