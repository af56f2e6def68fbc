import type { TableSpec } from '../../components/DataTable/ListSection';
import type { z } from 'zod';
import type { Vertex } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { BY_SORT_ORDER } from '../../components/DataTable/sortOrderParam';
import { formatCount } from '../../../shared/format/count';

export type VertexItem = z.output<typeof Vertex>;

export function vertexColumns(openVertex: (v: VertexItem) => string | undefined): DataColumn<VertexItem>[] {
  return [
    { id: 'vertexHash', header: 'Vertex', path: 'vertexHash', kind: 'id', size: 210, linkTo: openVertex },
    { id: 'height', header: 'Height', path: 'vertexHeight', kind: 'text', numeric: true, size: 90 },
    { id: 'index', header: 'Index', path: 'vertexIndex', kind: 'text', numeric: true, size: 90 },
    // The API orders a height's vertices by time.
    { id: 'time', header: 'Time', path: 'vertexTimestamp', kind: 'time', apiSortKey: BY_SORT_ORDER },
    { id: 'txCount', header: 'Transactions', path: 'txCount', kind: 'text', numeric: true, size: 120 },
    renderedColumn('parents', 'Parents', 'parentHashes', 90, (v) => String(v.parentHashes?.length ?? '—'), { numeric: true }),
    renderedColumn(
      'size',
      'Size (bytes)',
      'vertexSizeBytes',
      120,
      (v) => (v.vertexSizeBytes === undefined ? '—' : formatCount(v.vertexSizeBytes)),
      { numeric: true },
    ),
  ];
}

const vertexRowId = (v: VertexItem) => v.vertexHash ?? '';

/** The vertex list: a row opens its vertex (`openVertex`: the page's URL with it open). */
export const vertexTable = (openVertex: (v: VertexItem) => string | undefined): TableSpec<VertexItem> => ({
  columns: vertexColumns(openVertex),
  getRowId: vertexRowId,
  rowHref: openVertex,
  itemNoun: 'vertices',
});
