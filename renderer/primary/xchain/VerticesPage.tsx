import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { navigate, useHashLocation } from '../../app/router';
import { withQuery } from '../../app/hashPath';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { useSortOrderParam, type SortOrder } from '../../components/DataTable/sortOrderParam';
import { PageHeader } from '../../components/PageHeader';
import { VertexDetails } from './VertexDetails';
import { vertexTable, type VertexItem } from './vertexColumns';
import { XChainTabs } from './XChainTabs';
import { ROUTES } from '../../app/urls';
import '../primary.css';

interface VertexQuery {
  height: number;
  sort: SortOrder;
  vertex?: string;
}

const toPath = (q: VertexQuery) => withQuery(ROUTES.vertices, { height: String(q.height), sort: q.sort, vertex: q.vertex });

/** The X-Chain's vertices at a height, in the order the Time header asks of the API; a vertex opens with its transactions. */
export function VerticesPage() {
  const { network } = useChain();
  const { query } = useHashLocation();
  const heightText = query.get('height') ?? '0';
  const height = /^\d{1,12}$/.test(heightText) ? Number(heightText) : 0;
  const { sortOrder: sort, apiSort } = useSortOrderParam('sort', 'asc');
  const openHash = query.get('vertex') ?? undefined;

  const [input, setInput] = useState(String(height));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{1,12}$/.test(input.trim())) {
      setError('Vertex height: enter a whole number of 0 or more.');
      return;
    }
    setError(null);
    navigate(toPath({ height: Number(input.trim()), sort }));
  };

  const params = useMemo(() => ({ network, blockchainId: 'x-chain', vertexHeight: height, sortOrder: sort }), [network, height, sort]);
  const openVertex = useCallback(
    (v: VertexItem) => (v.vertexHash ? toPath({ height, sort, vertex: v.vertexHash }) : undefined),
    [height, sort],
  );
  const table = useMemo(() => vertexTable(openVertex), [openVertex]);
  const list = useInfiniteList('listVertices', params, table);
  const open = openHash ? list.items.find((v) => v.vertexHash === openHash) : undefined;

  return (
    <>
      <PageHeader title="X-Chain vertices" subtitle={network} />
      <XChainTabs />
      <form className="form-row" onSubmit={submit} aria-label="Vertex height" noValidate>
        <label>
          Vertex height
          <input
            value={input}
            onChange={(e) => setInput(e.target.value)}
            inputMode="numeric"
            size={10}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <button type="submit" className="primary">
          Show vertices
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        tableId="primary-vertices"
        label="Vertices"
        list={list}
        {...table}
        apiSort={apiSort}
        emptyMessage={`No vertices at height ${height}.`}
        height={400}
      />
      {open && <VertexDetails vertex={open} />}
    </>
  );
}
