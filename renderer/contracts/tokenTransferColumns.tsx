import type { TokenTransfer } from '../../shared/api/contract';
import { nftTokenLink } from '../app/urls';
import type { DataColumn } from '../components/DataTable/columns';
import { linkedIdColumn } from '../components/DataTable/columnBuilders';
import { ERC20_TRANSFER_AMOUNT, tokenAmountColumn } from './tokenColumn';
import { transferRowId, where } from '../evm/address/addressListColumns';

/** A token's transfers: where each happened and its parties, then what moved in the token's own terms. */
export type TokenTransferItem = TokenTransfer;
export const tokenTransferRowId = transferRowId;

/** ERC-20 amounts in the token's units; an NFT transfer's token id links to the token, an ERC-1155 one also counts. */
export function tokenTransferColumns(ercType: string | undefined): DataColumn<TokenTransferItem>[] {
  if (ercType === 'ERC-721' || ercType === 'ERC-1155') {
    const field = ercType === 'ERC-721' ? 'erc721Token' : 'erc1155Token';
    return [
      ...where<TokenTransferItem>(),
      linkedIdColumn<TokenTransferItem>('tokenId', 'Token id', `${field}.tokenId`, 110, (_, t) => nftTokenLink(t[field])),
      ...(ercType === 'ERC-1155' ? [{ id: 'value', header: 'Amount', path: 'value', kind: 'text' as const, size: 90 }] : []),
    ];
  }
  return [
    ...where<TokenTransferItem>(),
    tokenAmountColumn('value', 'Amount', 220, ERC20_TRANSFER_AMOUNT),
    { id: 'logIndex', header: 'Log index', path: 'logIndex', kind: 'text', numeric: true, size: 90, hiddenByDefault: true },
  ];
}
