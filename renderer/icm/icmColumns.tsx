import type { IcmMessage } from '../../shared/api/icm';
import type { DataColumn } from '../components/DataTable/columns';
import type { TableSpec } from '../components/DataTable/ListSection';
import { renderedColumn } from '../components/DataTable/columnBuilders';
import { Timestamp } from '../components/Timestamp';
import { addressOnChainUrl, icmMessageUrl } from '../app/urls';

export const icmRowId = (m: IcmMessage) => m.messageId ?? '';
export const icmRowHref = (m: IcmMessage) => (m.messageId ? icmMessageUrl(m.messageId) : undefined);

/** When a message happened: its send, or its delivery when the send is not indexed. */
export const messageTime = (m: IcmMessage) => m.sourceTransaction?.timestamp ?? m.destinationTransaction?.timestamp;

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  delivered_source_not_indexed: 'Delivered (source not indexed)',
};
export const statusLabel = (status: string | undefined) => (status ? (STATUS_LABELS[status] ?? status) : '—');

function icmColumns(chainName: (evmChainId: string | undefined) => string): DataColumn<IcmMessage>[] {
  return [
    { id: 'messageId', header: 'Message', path: 'messageId', kind: 'id', size: 200, linkTo: icmRowHref },
    renderedColumn(
      'route',
      'Source → destination',
      'sourceEvmChainId',
      260,
      (m) => `${chainName(m.sourceEvmChainId)} → ${chainName(m.destinationEvmChainId)}`,
    ),
    { id: 'status', header: 'Status', path: 'status', kind: 'text', size: 220, render: (m) => statusLabel(m.status) },
    {
      id: 'time',
      header: 'Time',
      path: 'sourceTransaction.timestamp',
      kind: 'time',
      render: (m) => <Timestamp seconds={messageTime(m)} />,
    },
    // The sender is on the source chain, whichever chain the header or the page is on.
    {
      id: 'from',
      header: 'From',
      path: 'from',
      kind: 'id',
      size: 180,
      linkTo: (m) => (m.from && m.sourceEvmChainId ? addressOnChainUrl(m.from, m.sourceEvmChainId) : undefined),
    },
  ];
}

/** The messages list; `chainName` names an EVM chain id. */
export const icmTable = (chainName: (evmChainId: string | undefined) => string): TableSpec<IcmMessage> => ({
  columns: icmColumns(chainName),
  getRowId: icmRowId,
  rowHref: icmRowHref,
  itemNoun: 'messages',
});
