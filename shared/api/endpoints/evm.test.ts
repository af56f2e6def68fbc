import { describe, expect, it } from 'vitest';
import { buildRequest, endpoints, ParamError, type EndpointDef } from '..';
import { evmEndpoints } from './evm';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const HASH = '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6';
// The explorer's rows beyond the interface; the file also holds the interface's EVM rows.
const ids = (Object.keys(evmEndpoints) as (keyof typeof evmEndpoints)[]).filter((id) => evmEndpoints[id].source === 'beyond');

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof ParamError) return e.field;
    throw e;
  }
  throw new Error('expected a ParamError');
}

/**
 * The rows beyond the interface, checked against the real Data API's published shapes (its OpenAPI document
 * and the @avalabs/glacier-sdk types generated from it): paths, page sizes, compute units, and a realistic answer of each.
 */
describe('EVM explorer rows of the endpoint table', () => {
  it('are in the one table, marked beyond the interface, at 20 compute units each', () => {
    for (const id of ids) {
      expect(endpoints[id]).toBe(evmEndpoints[id]);
      expect(endpoints[id]).toMatchObject({ service: 'data', method: 'GET', source: 'beyond', computeUnits: 20 });
    }
  });

  it.each(ids)('%s has the page sizes the real API documents', (id) => {
    const def = evmEndpoints[id] as EndpointDef;
    if (!def.page) return expect(id).toBe('getTransaction');
    expect(def.page.maxSize).toBe(id.endsWith('Balances') ? 500 : 100);
    expect(def.page.defaultSize).toBe(10);
  });

  it('builds the real API paths and names the bad field', () => {
    const base = { chainId: '43114', address: EVM };
    expect(buildRequest('getTransaction', { chainId: '43114', txHash: HASH }).path).toBe(`/v1/chains/43114/transactions/${HASH}`);
    expect(buildRequest('listBlockTransactions', { chainId: '43114', blockId: '12', pageSize: 5 }).path).toBe(
      '/v1/chains/43114/blocks/12/transactions?pageSize=5',
    );
    expect(buildRequest('listTransactions', { ...base, startBlock: 1, endBlock: 9, sortOrder: 'asc' }).path).toBe(
      `/v1/chains/43114/addresses/${EVM}/transactions?startBlock=1&endBlock=9&sortOrder=asc`,
    );
    expect(buildRequest('listInternalTransactions', base).path).toBe(`/v1/chains/43114/addresses/${EVM}/transactions:listInternals`);
    expect(
      buildRequest('listErc20Balances', { ...base, filterSpamTokens: false, contractAddresses: [EVM, EVM], currency: 'eur' }).path,
    ).toBe(`/v1/chains/43114/addresses/${EVM}/balances:listErc20?filterSpamTokens=false&contractAddresses=${EVM}%2C${EVM}&currency=eur`);
    expect(fieldOf(() => buildRequest('getTransaction', { chainId: '43114', txHash: '0x12' }))).toBe('txHash');
    expect(fieldOf(() => buildRequest('listBlockTransactions', { chainId: '43114', blockId: 'latest' }))).toBe('blockId');
    expect(fieldOf(() => buildRequest('listErc20Transfers', { ...base, startBlock: -1 }))).toBe('startBlock');
    expect(fieldOf(() => buildRequest('listErc20Balances', { ...base, pageSize: 501 }))).toBe('pageSize');
    expect(fieldOf(() => buildRequest('listTransactions', { ...base, pageSize: 101 }))).toBe('pageSize');
    expect(fieldOf(() => buildRequest('listErc721Balances', { ...base, contractAddress: 'x' }))).toBe('contractAddress');
  });

  // Answers as the real API documents them (field names and types of its schemas; values made up).
  const token = {
    address: EVM,
    name: 'Wrapped AVAX',
    symbol: 'WAVAX',
    decimals: 18,
    logoUri: 'https://x/w.png',
    ercType: 'ERC-20',
    price: { currencyCode: 'usd', value: '26.1' },
  };
  const who = { address: EVM, name: 'Wrapped AVAX', symbol: 'WAVAX', decimals: 18, logoUri: 'https://x/w.png' };
  const where = { blockNumber: '339', blockTimestamp: 1_648_672_486, blockHash: HASH, txHash: HASH };
  const nativeTx = {
    blockNumber: '339',
    blockTimestamp: 1_648_672_486,
    blockHash: HASH,
    chainId: '43114',
    blockIndex: 0,
    txHash: HASH,
    txStatus: '1',
    txType: 2,
    gasLimit: '21000',
    gasUsed: '21000',
    gasPrice: '25000000000',
    nonce: '1',
    from: { address: EVM },
    to: { address: EVM },
    method: { callType: 'NATIVE_TRANSFER', methodHash: '', methodName: 'Native Transfer' },
    value: '10000000000000000000',
  };
  const internal = {
    from: { address: EVM },
    to: { address: EVM },
    internalTxType: 'CALL',
    value: '1',
    isReverted: false,
    gasUsed: '2300',
    gasLimit: '2300',
  };
  const erc20Transfer = { from: who, to: who, logIndex: 3, value: '1000', erc20Token: token };
  const native = { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: '100' };

  it.each([
    [
      'listTransactions',
      {
        transactions: [{ nativeTransaction: nativeTx, erc20Transfers: [erc20Transfer], internalTransactions: [internal] }],
        nextPageToken: 'n',
      },
    ],
    ['listErc20Transfers', { transactions: [{ ...where, ...erc20Transfer }] }],
    ['listInternalTransactions', { transactions: [{ ...where, ...internal }] }],
    [
      'listErc20Balances',
      {
        nativeTokenBalance: native,
        erc20TokenBalances: [
          { ...token, chainId: '43114', balance: '5', balanceValue: { currencyCode: 'usd', value: '0' }, tokenReputation: null },
        ],
      },
    ],
    ['listBlockTransactions', { transactions: [nativeTx] }],
  ] as const)('%s parses a documented answer unchanged', (id, body) => {
    expect(endpoints[id].response.parse(body)).toEqual(body);
  });

  it('rejects a wrong type deep in an answer, naming its path', () => {
    const bad = { transactions: [{ nativeTransaction: nativeTx, erc20Transfers: [{ ...erc20Transfer, logIndex: '3' }] }] };
    expect(endpoints.listTransactions.response.safeParse(bad).error?.issues[0].path).toEqual([
      'transactions',
      0,
      'erc20Transfers',
      0,
      'logIndex',
    ]);
    const reputation = { nativeTokenBalance: native, erc20TokenBalances: [{ tokenReputation: 1 }] };
    expect(endpoints.listErc20Balances.response.safeParse(reputation).success).toBe(false);
  });
});
