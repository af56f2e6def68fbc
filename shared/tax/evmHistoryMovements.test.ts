import { describe, expect, it } from 'vitest';
import { erc20Asset, evmHistoryMovements, nativeAsset, type EvmHistoryItem } from './evmHistoryMovements';

/**
 * Items of an address's history in the real Data API's TransactionDetails shape (its published
 * schema: nativeTransaction, erc20Transfers with erc20Token {address, symbol, decimals}, and
 * internalTransactions, which hold only CALL/CALLCODE calls with a non-zero value and CREATEs).
 */

const ME = '0x1111111111111111111111111111111111111111';
const ALSO_ME = '0x2222222222222222222222222222222222222222';
const ROUTER = '0x3333333333333333333333333333333333333333';
const OTHER = '0x4444444444444444444444444444444444444444';
const USDC = { address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', symbol: 'USDC', decimals: 6 };
const AVAX = { symbol: 'AVAX', decimals: 18 };
const at = (address: string) => ({ address });

const swap = (txStatus: string): EvmHistoryItem => ({
  nativeTransaction: { blockNumber: '100', blockTimestamp: 1_700_000_000, txHash: '0xabc', txStatus, from: at(ME) },
  erc20Transfers: [
    { from: at(ROUTER), to: at(ME), value: '1234567891', logIndex: 3, erc20Token: USDC },
    { from: at(ME), to: at(ALSO_ME), value: '5000000', logIndex: 4, erc20Token: USDC },
  ],
  internalTransactions: [
    // The top-level call with the transaction's value: the export row has it already.
    { from: at(ME), to: at(ROUTER), value: '2000000000000000000', internalTxType: 'CALL', isReverted: false },
    { from: at(ROUTER), to: at(ME), value: '10000000000000001', internalTxType: 'CALL', isReverted: false },
    { from: at(ROUTER), to: at(ME), value: '7', internalTxType: 'CALL', isReverted: true },
    { from: at(ROUTER), to: at(OTHER), value: '9', internalTxType: 'CALL', isReverted: false },
  ],
});

describe('an EVM history item as tax movements', () => {
  const mine = new Set([ME, ALSO_ME]);

  it('token transfers in the token decimals exactly, and native received from a contract call; the top-level call, reverted calls and moves between own addresses are left out', () => {
    expect(evmHistoryMovements(swap('1'), '43114', AVAX, mine, new Set())).toEqual([
      {
        time: 1_700_000_000,
        txHash: '0xabc',
        asset: erc20Asset('43114', USDC.address),
        received: { value: '1234.567891', currency: 'USDC' },
        description: 'ERC-20 transfer of USDC',
      },
      {
        time: 1_700_000_000,
        txHash: '0xabc',
        asset: nativeAsset('43114'),
        received: { value: '0.010000000000000001', currency: 'AVAX' },
        description: 'Internal CALL',
      },
    ]);
  });

  it('sending a token out is sent in its currency', () => {
    const item: EvmHistoryItem = {
      ...swap('1'),
      erc20Transfers: [{ from: at(ME), to: at(OTHER), value: '1', logIndex: 0, erc20Token: USDC }],
      internalTransactions: [],
    };
    expect(evmHistoryMovements(item, '43114', AVAX, mine, new Set())).toEqual([
      expect.objectContaining({ sent: { value: '0.000001', currency: 'USDC' } }),
    ]);
  });

  it('a failed transaction moves nothing', () => {
    expect(evmHistoryMovements(swap('0'), '43114', AVAX, mine, new Set())).toEqual([]);
  });

  it('entries touching an address whose history was already read are not counted twice', () => {
    // The router's history was read first: only what ME did with someone else is left.
    expect(evmHistoryMovements(swap('1'), '43114', AVAX, new Set([ME, ROUTER]), new Set([ROUTER]))).toEqual([
      expect.objectContaining({ sent: { value: '5', currency: 'USDC' } }),
    ]);
  });
});
