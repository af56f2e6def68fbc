import type { z } from 'zod';
import type { Vertex } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';

export type VertexItem = z.output<typeof Vertex>;

export function vertexColumns(openVertex: (v: VertexItem) => string | undefined): DataColumn<VertexItem>[] {
  return [
    { id: 'vertexHash', header: 'Vertex', path: 'vertexHash', kind: 'id', size: 210, linkTo: openVertex },
    { id: 'height', header: 'Height', path: 'vertexHeight', kind: 'text', size: 90 },
    { id: 'index', header: 'Index', path: 'vertexIndex', kind: 'text', size: 90 },
    { id: 'time', header: 'Time', path: 'vertexTimestamp', kind: 'time' },
    { id: 'txCount', header: 'Transactions', path: 'txCount', kind: 'text', size: 120 },
    {
      id: 'parents',
      header: 'Parents',
      path: 'parentHashes',
      kind: 'text',
      size: 90,
      render: (v) => String(v.parentHashes?.length ?? '—'),
    },
    {
      id: 'size',
      header: 'Size (bytes)',
      path: 'vertexSizeBytes',
      kind: 'text',
      size: 120,
      render: (v) => v.vertexSizeBytes?.toLocaleString() ?? '—',
    },
  ];
}
