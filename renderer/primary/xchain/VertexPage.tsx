import { useApiQuery } from '../../api/useApiQuery';
import { useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { IdHeader } from '../../components/IdHeader';
import { PageError } from '../../components/PageError';
import { VertexDetails } from './VertexDetails';
import { XChainTabs } from './XChainTabs';
import '../primary.css';

/** One X-Chain vertex by its hash: its time, transactions and parents. */
export function VertexPage() {
  const { vertexHash = '' } = useRouteParams();
  const { network } = useChain();
  const vertex = useApiQuery('getVertex', { network, blockchainId: 'x-chain', vertexHash });
  if (vertex.isError) return <PageError title="Vertex" asked={vertexHash} query={vertex} what="vertex" />;
  return (
    <>
      <IdHeader title="Vertex" id={vertexHash} idName="vertex hash" what="vertex">
        {null}
      </IdHeader>
      <XChainTabs />
      {vertex.data ? <VertexDetails vertex={vertex.data} /> : <p className="muted">Loading…</p>}
    </>
  );
}
