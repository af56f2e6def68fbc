import type { z } from 'zod';
import type { DeploymentTransaction } from '../../../shared/api';
import type { ChainContext } from '../../app/useChain';
import type { DataColumn } from '../../components/DataTable/columns';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { EvmAddress } from '../../components/EvmAddress';
import { formatPrice } from '../../components/Price';
import { NftImage } from '../nft/NftImage';
import { amountTimesPrice, decimalToString } from '../../../shared/format/decimal';
import { nftTokenLink } from '../../app/urls';
import { ERC20_TRANSFER_AMOUNT, erc20TokenColumn, tokenAmountColumn } from '../../contracts/tokenColumn';

type Deployment = z.output<typeof DeploymentTransaction>;
export type Erc20Row = NonNullable<Deployment['erc20Transfers']>[number];
export type Erc721Row = NonNullable<Deployment['erc721Transfers']>[number];
export type Erc1155Row = NonNullable<Deployment['erc1155Transfers']>[number];
export type InternalRow = NonNullable<Deployment['internalTransactions']>[number];

interface Party {
  from?: { address?: string; name?: string; symbol?: string };
  to?: { address?: string; name?: string; symbol?: string };
}
const parties = <T extends Party>(): DataColumn<T>[] => [
  { id: 'from', header: 'From', path: 'from.address', kind: 'id', size: 220, render: (t) => <EvmAddress info={t.from} /> },
  { id: 'to', header: 'To', path: 'to.address', kind: 'id', size: 220, render: (t) => <EvmAddress info={t.to} /> },
];

/** A token's image, small, in a table cell (the placeholder when it has none or it is not allowed). */
export const nftThumb = (token: { metadata?: { imageUri?: string; name?: string }; tokenId?: string } | undefined) => (
  <span style={{ display: 'inline-block', width: 40 }}>
    <NftImage uri={token?.metadata?.imageUri} name={token?.metadata?.name || `Token ${token?.tokenId ?? ''}`} />
  </span>
);

/** What an ERC-20 amount was worth at the token's price, exactly, or nothing for an unpriced token. */
function worth(t: Erc20Row): string {
  const price = t.erc20Token?.price;
  const value =
    t.value && t.erc20Token?.decimals !== undefined && price?.value ? amountTimesPrice(t.value, t.erc20Token.decimals, price.value) : null;
  return value ? formatPrice({ currencyCode: price?.currencyCode, value: decimalToString(value, 6) }) : '—';
}

export const erc20Columns: DataColumn<Erc20Row>[] = [
  ...parties<Erc20Row>(),
  erc20TokenColumn<Erc20Row>(),
  tokenAmountColumn('value', 'Amount', 200, ERC20_TRANSFER_AMOUNT),
  { id: 'worth', header: 'Value', path: 'erc20Token.price.value', kind: 'text', size: 140, render: worth },
  { id: 'logIndex', header: 'Log index', path: 'logIndex', kind: 'text', numeric: true, size: 90 },
];

export const erc721Columns: DataColumn<Erc721Row>[] = [
  ...parties<Erc721Row>(),
  { id: 'image', header: 'Image', path: 'erc721Token.metadata.imageUri', kind: 'text', size: 64, render: (t) => nftThumb(t.erc721Token) },
  { id: 'token', header: 'Token', path: 'erc721Token.name', kind: 'text', size: 140 },
  { id: 'tokenId', header: 'Token id', path: 'erc721Token.tokenId', kind: 'id', size: 130, linkTo: (t) => nftTokenLink(t.erc721Token) },
  { id: 'logIndex', header: 'Log index', path: 'logIndex', kind: 'text', numeric: true, size: 90 },
];

export const erc1155Columns: DataColumn<Erc1155Row>[] = [
  ...parties<Erc1155Row>(),
  { id: 'image', header: 'Image', path: 'erc1155Token.metadata.imageUri', kind: 'text', size: 64, render: (t) => nftThumb(t.erc1155Token) },
  { id: 'tokenId', header: 'Token id', path: 'erc1155Token.tokenId', kind: 'id', size: 130 },
  tokenAmountColumn('value', 'Amount', 160, {
    amount: 'value',
    address: 'erc1155Token.address',
    decimals: 'erc1155Token.metadata.decimals',
    symbol: 'erc1155Token.metadata.symbol',
  }),
  { id: 'logIndex', header: 'Log index', path: 'logIndex', kind: 'text', numeric: true, size: 90 },
];

export function internalColumns(token: ChainContext['token']): DataColumn<InternalRow>[] {
  return [
    ...parties<InternalRow>(),
    { id: 'type', header: 'Type', path: 'internalTxType', kind: 'text', size: 120 },
    { id: 'value', header: 'Value', path: 'value', kind: 'amount', decimals: token?.decimals, unit: token?.symbol, size: 180 },
    { id: 'gasUsed', header: 'Gas used', path: 'gasUsed', kind: 'text', numeric: true, size: 100 },
    { id: 'gasLimit', header: 'Gas limit', path: 'gasLimit', kind: 'text', numeric: true, size: 100 },
    renderedColumn('isReverted', 'Reverted', 'isReverted', 90, (t) => (t.isReverted === undefined ? '—' : t.isReverted ? 'Yes' : 'No')),
  ];
}
