import { Hash } from '../../components/Hash';
import { Timestamp } from '../../components/Timestamp';
import type { VertexItem } from './vertexColumns';

/** One vertex with its transactions and parents (ids with copy: the API has no single-transaction lookup to link to). */
export function VertexDetails({ vertex }: { vertex: VertexItem }) {
  return (
    <section className="card" aria-labelledby="vertex-details" style={{ marginTop: 16 }}>
      <h2 id="vertex-details">Vertex at height {vertex.vertexHeight ?? '—'}</h2>
      <dl className="fields">
        <dt>Hash</dt>
        <dd>{vertex.vertexHash ? <Hash value={vertex.vertexHash} label="vertex hash" full /> : '—'}</dd>
        <dt>Time</dt>
        <dd>
          <Timestamp seconds={vertex.vertexTimestamp} />
        </dd>
        <dt>Transactions ({vertex.transactions?.length ?? vertex.txCount ?? 0})</dt>
        <dd>
          <ul className="address-list" aria-label="Transactions of this vertex">
            {(vertex.transactions ?? []).map((tx) => (
              <li key={tx}>
                <Hash value={tx} label="transaction id" full />
              </li>
            ))}
          </ul>
        </dd>
        <dt>Parents</dt>
        <dd>
          {vertex.parentHashes && vertex.parentHashes.length > 0 ? (
            <ul className="address-list" aria-label="Parent vertices">
              {vertex.parentHashes.map((p) => (
                <li key={p}>
                  <Hash value={p} label="parent vertex hash" full />
                </li>
              ))}
            </ul>
          ) : (
            <span className="muted">none (a root vertex)</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
