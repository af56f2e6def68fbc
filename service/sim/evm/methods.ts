import type { CallType } from '../../../shared/api/enums';
import { selector } from './hex';

/** What a simulated transaction does; stored as one byte per transaction. */
export const TX_KIND = {
  nativeTransfer: 0,
  erc20Transfer: 1,
  erc20Approve: 2,
  swapTokens: 3,
  swapNative: 4,
  erc721Mint: 5,
  erc721Transfer: 6,
  erc1155Transfer: 7,
  contractCreation: 8,
  teleporterSend: 9,
} as const;
export type TxKind = (typeof TX_KIND)[keyof typeof TX_KIND];

export interface MethodInfo {
  callType: CallType;
  /** 0x + the 4-byte selector, computed from the signature; empty for transfers and creations. */
  methodHash: string;
  methodName: string;
}

const call = (signature: string): MethodInfo => ({ callType: 'CONTRACT_CALL', methodHash: selector(signature), methodName: signature });

/**
 * Real Solidity signatures, so selectors match what explorers decode (transfer = 0xa9059cbb); a transfer and a
 * creation are named as the Data API's OpenAPI says (Method.methodName: 'Native Transfer', 'Contract Created').
 */
export const METHODS: Record<TxKind, MethodInfo> = {
  [TX_KIND.nativeTransfer]: { callType: 'NATIVE_TRANSFER', methodHash: '', methodName: 'Native Transfer' },
  [TX_KIND.erc20Transfer]: call('transfer(address,uint256)'),
  [TX_KIND.erc20Approve]: call('approve(address,uint256)'),
  [TX_KIND.swapTokens]: call('swapExactTokensForTokens(uint256,uint256,address[],address,uint256)'),
  [TX_KIND.swapNative]: call('swapExactAVAXForTokens(uint256,address[],address,uint256)'),
  [TX_KIND.erc721Mint]: call('safeMint(address,uint256)'),
  [TX_KIND.erc721Transfer]: call('safeTransferFrom(address,address,uint256)'),
  [TX_KIND.erc1155Transfer]: call('safeTransferFrom(address,address,uint256,uint256,bytes)'),
  [TX_KIND.contractCreation]: { callType: 'CONTRACT_CREATION', methodHash: '', methodName: 'Contract Created' },
  [TX_KIND.teleporterSend]: call('sendCrossChainMessage((bytes32,address,(address,uint256),uint256,address[],bytes))'),
};

/** Gas a successful call of each kind uses: [min, max). Failed calls stop partway. */
export const GAS_USED: Record<TxKind, [number, number]> = {
  [TX_KIND.nativeTransfer]: [21_000, 21_001],
  [TX_KIND.erc20Transfer]: [34_000, 52_000],
  [TX_KIND.erc20Approve]: [26_000, 46_500],
  [TX_KIND.swapTokens]: [110_000, 190_000],
  [TX_KIND.swapNative]: [95_000, 160_000],
  [TX_KIND.erc721Mint]: [70_000, 120_000],
  [TX_KIND.erc721Transfer]: [55_000, 85_000],
  [TX_KIND.erc1155Transfer]: [50_000, 72_000],
  [TX_KIND.contractCreation]: [600_000, 2_400_000],
  [TX_KIND.teleporterSend]: [150_000, 260_000],
};
