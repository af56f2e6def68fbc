import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { vertexUrl } from '../../app/urls';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { vertexTable, type VertexItem } from './vertexColumns';
import { XChainTabs } from './XChainTabs';
import '../primary.css';

const openVertex = (v: VertexItem) => (v.vertexHash ? vertexUrl(v.vertexHash) : undefined);

/** The X-Chain's latest vertices, newest first; a row opens its vertex's page. */
export function LatestVerticesPage() {
  const { network } = useChain();
  const params = useMemo(() => ({ network, blockchainId: 'x-chain' }), [network]);
  const table = useMemo(() => vertexTable(openVertex), []);
  const list = useInfiniteList('listLatestVertices', params, table);
  return (
    <>
      <PageHeader title="Latest X-Chain vertices" subtitle={network} />
      <XChainTabs />
      <DataTable
        tableId="primary-latest-vertices"
        label="Latest vertices"
        list={list}
        {...table}
        emptyMessage="No vertices yet."
        height={480}
      />
    </>
  );
}
