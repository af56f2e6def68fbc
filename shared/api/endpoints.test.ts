import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  ENDPOINT_IDS,
  endpoints,
  matchRoute,
  ParamError,
  parseRequest,
  pathParamNames,
  type EndpointDef,
  type EndpointId,
} from '.';
import { EVM_EXPLORER_SAMPLES, EVM_EXPLORER_SPEC } from '../../test/realApi/endpoints/evmExplorer.samples';
import { PRIMARY_EXPLORER_SAMPLES, PRIMARY_EXPLORER_SPEC } from '../../test/realApi/endpoints/primaryExplorer.samples';
import { ICM_SAMPLES, ICM_SPEC } from '../../test/realApi/endpoints/icm.samples';
import { DASHBOARDS_SAMPLES, DASHBOARDS_SPEC } from '../../test/realApi/endpoints/dashboards.samples';
import { CONTRACT_SAMPLES, CONTRACT_SPEC } from '../../test/realApi/endpoints/contract.samples';
import { CONSOLE_SAMPLES, CONSOLE_SPEC, WEBHOOK_SAMPLES, WEBHOOK_SPEC } from '../../test/realApi/endpoints/console.samples';
import { dataList, dataRead, pageQuery, type SpecRow } from '../../test/realApi/endpointSpec';

/**
 * The contract of the interface's endpoints (plus GET /v1/chains and GET /v1/operations/{operationId},
 * docs/api-contract.md), written out by hand so that the table is checked against the spec and not
 * against itself (the row's building blocks: test/realApi/endpointSpec.ts).
 */
const rewardsQuery = { addresses: 'optional', nodeIds: 'optional', sortOrder: 'optional' } as const;

const SPEC: Record<string, SpecRow> = {
  // 4.1
  'POST /v1/signatureAggregator/{network}/aggregateSignatures': {
    service: 'data',
    query: {},
    body: {
      message: 'optional',
      justification: 'optional',
      signingSubnetId: 'optional',
      quorumPercentage: 'optional',
      quorumPercentageBuffer: 'optional',
      pChainHeight: 'optional',
    },
  },
  'GET /v1/signatureAggregator/{network}/aggregateSignatures/{txHash}': dataRead(),
  // 4.2
  'GET /v1/networks/{network}/blockchains': dataList({ sortOrder: 'optional' }, [100, 10000]),
  'GET /v1/networks/{network}/blockchains/{blockchainId}': dataRead(),
  'GET /v1/networks/{network}/subnets/{subnetId}': dataRead(),
  'GET /v1/networks/{network}/addresses:listChainIds': dataRead({ addresses: 'required' }),
  // 4.3
  'GET /v1/networks/{network}/blockchains/{blockchainId}/balances': dataRead({ blockTimestamp: 'optional', addresses: 'optional' }),
  'GET /v1/chains/{chainId}/addresses/{address}/balances:getNative': dataRead({ blockNumber: 'optional', currency: 'optional' }),
  'GET /v1/chains/{chainId}/addresses/{address}/balances:listCollectibles': dataList({ contractAddress: 'optional' }, [10, 500]),
  // 4.4
  'GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions': dataList({
    txTypes: 'optional',
    startTimestamp: 'optional',
    endTimestamp: 'optional',
  }),
  'GET /v1/chains/{chainId}/transactions': dataList({ status: 'optional' }),
  'GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc721': dataList({ startBlock: 'optional', endBlock: 'optional' }),
  'GET /v1/chains/{chainId}/contracts/{address}/transactions:getDeployment': dataRead({ currency: 'optional' }),
  // 4.5
  'GET /v1/networks/{network}/rewards': dataList({ ...rewardsQuery, currency: 'optional' }),
  'GET /v1/networks/{network}/rewards:listPending': dataList(rewardsQuery),
  // 4.6
  'GET /v1/chains/{chainId}/blocks': dataList(),
  'GET /v1/chains/{chainId}/blocks/{blockId}': dataRead(),
  // 4.7
  'GET /v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight': dataList({
    vertexHeight: 'required',
    sortOrder: 'optional',
  }),
  // 4.8
  'GET /v1/chains/{chainId}/nfts/collections/{address}/tokens': dataList(),
  'POST /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex': {
    service: 'data',
    query: {},
    emptyResponse: true,
  },
  // 4.9
  'POST /v1/operations/transactions:export': {
    service: 'data',
    query: {},
    body: {
      type: 'required',
      firstDate: 'optional',
      lastDate: 'optional',
      startDate: 'optional',
      endDate: 'optional',
      options: 'required',
    },
  },
  // The two reads the interface names without showing.
  'GET /v1/operations/{operationId}': dataRead(),
  'GET /v1/chains': dataRead({ network: 'optional' }),
  // 4.10
  'GET /v1/avg_tps/{chainId}': { service: 'metrics', query: { pageToken: 'optional', startKey: 'optional' } },
  // Beyond the interface: the metrics service's second version (the project's notes on the real metrics service).
  'GET /v2/chains/{chainId}/metrics/{metric}': {
    service: 'metrics',
    query: { ...pageQuery, startTimestamp: 'optional', endTimestamp: 'optional', timeInterval: 'optional' },
    page: [100, 2160],
  },
  // Beyond the interface: the subnets list of the real Data API (its published OpenAPI document).
  'GET /v1/networks/{network}/subnets': dataList({ sortOrder: 'optional' }, [100, 10000]),
  ...PRIMARY_EXPLORER_SPEC,
  ...EVM_EXPLORER_SPEC,
  ...ICM_SPEC,
  ...DASHBOARDS_SPEC,
  ...CONTRACT_SPEC,
  ...CONSOLE_SPEC,
  ...WEBHOOK_SPEC,
};

const X_CHAIN = '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM';
const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const SUBNET = '11111111111111111111111111111111LpoYY';
const TX_ID = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const P_ADDR = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const HASH = '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6';
const page = { pageToken: 'eyJvZmZzZXQiOjEwfQ', pageSize: 25 };

type Params = Record<string, unknown>;
interface Sample {
  /** Every param of the endpoint, so that leaving one out shows whether it is required. */
  valid: Params;
  /** A bad variant and the field its error must name; none for a row that takes no params at all. */
  invalid?: Params;
  field?: string;
}
/** Every row's samples; those of the rows beyond the interface are kept beside their rows (test/realApi/endpoints/*.samples.ts). */
const SAMPLES: Record<string, Sample> = {
  aggregateSignatures: {
    valid: {
      network: 'fuji',
      body: {
        message: '0x00000000000500',
        justification: 'ab',
        signingSubnetId: SUBNET,
        quorumPercentage: 67,
        quorumPercentageBuffer: 10,
        pChainHeight: 0,
      },
    },
    invalid: { network: 'fuji', body: { message: '0x00', quorumPercentage: 95, quorumPercentageBuffer: 10 } },
    field: 'body.quorumPercentageBuffer',
  },
  getAggregatedSignatures: { valid: { network: 'mainnet', txHash: TX_ID }, invalid: { network: 'mainnet', txHash: HASH }, field: 'txHash' },
  listBlockchains: {
    valid: { network: 'mainnet', ...page, sortOrder: 'asc' },
    invalid: { network: 'mainnet', sortOrder: 'up' },
    field: 'sortOrder',
  },
  getBlockchain: {
    valid: { network: 'testnet', blockchainId: X_CHAIN },
    invalid: { network: 'devnet', blockchainId: X_CHAIN },
    field: 'network',
  },
  getSubnet: { valid: { network: 'fuji', subnetId: SUBNET }, invalid: { network: 'fuji', subnetId: '0x12' }, field: 'subnetId' },
  listChainIdsForAddresses: {
    valid: { network: 'mainnet', addresses: `${P_ADDR},X-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5` },
    invalid: { network: 'mainnet' },
    field: 'addresses',
  },
  getPrimaryBalances: {
    valid: { network: 'mainnet', blockchainId: 'p-chain', blockTimestamp: 1_700_000_000, addresses: [P_ADDR] },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', blockTimestamp: -1 },
    field: 'blockTimestamp',
  },
  getNativeBalance: {
    valid: { chainId: '43114', address: EVM, blockNumber: '123456', currency: 'eur' },
    invalid: { chainId: '43114', address: EVM, currency: 'btc' },
    field: 'currency',
  },
  listCollectibleBalances: {
    valid: { chainId: '43114', address: EVM, ...page, contractAddress: EVM },
    invalid: { chainId: '43114', address: EVM, pageSize: 501 },
    field: 'pageSize',
  },
  listAssetTransactions: {
    valid: {
      network: 'mainnet',
      blockchainId: X_CHAIN,
      assetId: AVAX,
      ...page,
      txTypes: ['BaseTx', 'ImportTx'],
      startTimestamp: 0,
      endTimestamp: 1_700_000_000,
    },
    invalid: { network: 'mainnet', blockchainId: 'x-chain', assetId: AVAX, txTypes: ['BaseTx', 'MintTx'] },
    field: 'txTypes.1',
  },
  listLatestTransactions: {
    valid: { chainId: '43114', ...page, status: 'failed' },
    invalid: { chainId: '43114', status: 'pending' },
    field: 'status',
  },
  listErc721Transfers: {
    valid: { chainId: '43113', address: EVM, ...page, startBlock: 10, endBlock: 20 },
    invalid: { chainId: '43113', address: '0x1234' },
    field: 'address',
  },
  getDeploymentTransaction: {
    valid: { chainId: X_CHAIN, address: EVM, currency: 'usd' },
    invalid: { chainId: 'c chain', address: EVM },
    field: 'chainId',
  },
  listHistoricalRewards: {
    valid: { network: 'mainnet', ...page, addresses: P_ADDR, nodeIds: [NODE], sortOrder: 'desc', currency: 'jpy' },
    invalid: { network: 'mainnet', sortOrder: 'desc' },
    field: 'addresses',
  },
  listPendingRewards: {
    valid: { network: 'fuji', ...page, addresses: [P_ADDR], nodeIds: NODE, sortOrder: 'asc' },
    invalid: { network: 'fuji', nodeIds: 'node-1' },
    field: 'nodeIds.0',
  },
  listLatestBlocks: { valid: { chainId: '43114', ...page }, invalid: { chainId: '43114', pageSize: 0 }, field: 'pageSize' },
  getBlock: { valid: { chainId: '43114', blockId: HASH }, invalid: { chainId: '43114', blockId: 'latest' }, field: 'blockId' },
  listVertices: {
    valid: { network: 'mainnet', blockchainId: 'x-chain', ...page, vertexHeight: 42, sortOrder: 'asc' },
    invalid: { network: 'mainnet', blockchainId: 'x-chain', vertexHeight: 'high' },
    field: 'vertexHeight',
  },
  listNftTokens: {
    valid: { chainId: '43114', address: EVM, ...page },
    invalid: { chainId: '43114', address: EVM, pageSize: 101 },
    field: 'pageSize',
  },
  reindexNft: {
    valid: { chainId: '43114', address: EVM, tokenId: '1234' },
    invalid: { chainId: '43114', address: EVM, tokenId: '0x04d2' },
    field: 'tokenId',
  },
  createTransactionExport: {
    valid: {
      body: {
        type: 'TRANSACTION_EXPORT_EVM',
        firstDate: '2024-01-01',
        lastDate: '2024-03-31',
        startDate: '2024-01-01',
        endDate: '2024-03-31',
        options: { addresses: [EVM], includeChains: ['43114'] },
      },
    },
    invalid: { body: { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [EVM], includeChains: ['C'] } } },
    field: 'body.options.includeChains.0',
  },
  getOperation: { valid: { operationId: 'op_7f3c2a' }, invalid: { operationId: 'op/1' }, field: 'operationId' },
  listChains: { valid: { network: 'testnet' }, invalid: { network: 'devnet' }, field: 'network' },
  getAvgTps: { valid: { chainId: '43114', pageToken: '9b2f6a3e-3c1d-4d2a-9f5e-0c8a2b1d4e6f' }, invalid: { chainId: '' }, field: 'chainId' },
  getChainMetric: {
    valid: {
      chainId: '43114',
      metric: 'txCount',
      timeInterval: 'hour',
      startTimestamp: 1_700_000_000,
      endTimestamp: 1_700_086_400,
      pageSize: 2160,
    },
    invalid: { chainId: '43114', metric: 'txCount', timeInterval: 'year' },
    field: 'timeInterval',
  },
  listSubnets: {
    valid: { network: 'mainnet', ...page, sortOrder: 'desc' },
    invalid: { network: 'mainnet', sortOrder: 'newest' },
    field: 'sortOrder',
  },
  ...PRIMARY_EXPLORER_SAMPLES,
  ...EVM_EXPLORER_SAMPLES,
  ...ICM_SAMPLES,
  ...DASHBOARDS_SAMPLES,
  ...CONTRACT_SAMPLES,
  ...CONSOLE_SAMPLES,
  ...WEBHOOK_SAMPLES,
};

const rows = ENDPOINT_IDS.map((id) => [id, endpoints[id] as EndpointDef] as const);
const keyOf = (def: EndpointDef) => `${def.method} ${def.path}`;
/** The field names of an object schema; of a union (the export body, one form per export type), those of every form. */
const shapeKeys = (schema: z.ZodType | undefined): string[] => {
  if (schema instanceof z.ZodUnion) return [...new Set(schema.options.flatMap((o) => shapeKeys(o as z.ZodType)))].sort();
  return Object.keys((schema as z.ZodObject | undefined)?.shape ?? {}).sort();
};
const without = (o: Params, key: string): Params => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

function paramError(run: () => unknown): ParamError {
  try {
    run();
  } catch (e) {
    if (e instanceof ParamError) return e;
    throw e;
  }
  throw new Error('expected a ParamError, got none');
}

/** What the service receives for a built request: pathname, query (repeated keys as arrays) and a JSON body. */
function overTheWire(id: EndpointId, params: Params) {
  const built = buildRequest(id, params as never);
  const url = new URL(built.path, 'http://127.0.0.1');
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length > 1 ? all : all[0];
  }
  const body = built.body === undefined ? undefined : JSON.parse(JSON.stringify(built.body));
  return { built, pathname: url.pathname, query, body };
}

function directParse(id: EndpointId, params: Params) {
  const names = pathParamNames(endpoints[id]);
  const pick = (keep: boolean) => Object.fromEntries(Object.entries(params).filter(([k]) => names.includes(k) === keep && k !== 'body'));
  return parseRequest(id, { pathParams: pick(true) as Record<string, string>, query: pick(false), body: params.body });
}

describe('the endpoint table against the spec', () => {
  it('has exactly one row per endpoint of the interface, the chain list and operation status, and those beyond the interface', () => {
    expect(rows.map(([, def]) => keyOf(def)).sort()).toEqual(Object.keys(SPEC).sort());
    expect(new Set(rows.map(([, def]) => keyOf(def))).size).toBe(rows.length);
  });

  it('has a sample for every row', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(rows.map(([id]) => id).sort());
  });

  describe.each(rows)('%s', (id, def) => {
    const spec = SPEC[keyOf(def)];
    const sample = SAMPLES[id];

    it('belongs to the service, has the path params of its template and the query and body fields of the spec', () => {
      expect(def.service).toBe(spec.service);
      expect(shapeKeys(def.pathParams)).toEqual(pathParamNames(def).sort());
      expect(shapeKeys(def.query)).toEqual(Object.keys(spec.query).sort());
      expect(shapeKeys(def.body)).toEqual(Object.keys(spec.body ?? {}).sort());
      expect(def.response === null).toBe(spec.emptyResponse === true);
    });

    it('accepts the valid sample and rejects the invalid one naming the field', () => {
      expect(() => buildRequest(id, sample.valid as never)).not.toThrow();
      expect(() => directParse(id, sample.valid)).not.toThrow();
      if (!sample.invalid) return expect(shapeKeys(def.query).length + pathParamNames(def).length + shapeKeys(def.body).length).toBe(0);
      const err = paramError(() => buildRequest(id, sample.invalid as never));
      expect(err.field).toBe(sample.field);
      expect(err.message).toContain(sample.field);
      // The service side names the same field for the same bad input.
      expect(paramError(() => directParse(id, sample.invalid!)).field).toBe(sample.field);
    });

    it('requires exactly the params the spec requires', () => {
      for (const name of pathParamNames(def)) {
        const err = paramError(() => buildRequest(id, without(sample.valid, name) as never));
        expect(err.field).toBe(name);
        expect(err.reason).toBe('is required');
      }
      for (const [name, need] of Object.entries(spec.query)) {
        const run = () => buildRequest(id, without(sample.valid, name) as never);
        if (need === 'optional') expect(run, name).not.toThrow();
        else expect(paramError(run)).toMatchObject({ field: name, reason: 'is required' });
      }
      for (const [name, need] of Object.entries(spec.body ?? {})) {
        const body = without(sample.valid.body as Params, name);
        const run = () => buildRequest(id, { ...sample.valid, body } as never);
        if (need === 'optional') expect(run, name).not.toThrow();
        else expect(paramError(run)).toMatchObject({ field: `body.${name}`, reason: 'is required' });
      }
    });

    // Only the endpoints of the page-size limits have these bounds; the rest get no such test.
    if (spec.page)
      it('applies the page-size default and bounds of the limits', () => {
        const [defaultSize, maxSize] = spec.page!;
        expect(def.page).toMatchObject({ defaultSize, maxSize });
        const base = without(sample.valid, 'pageSize');
        expect(directParse(id, base)).toMatchObject({ pageSize: defaultSize });
        expect(directParse(id, { ...base, pageSize: String(maxSize) })).toMatchObject({ pageSize: maxSize });
        expect(directParse(id, { ...base, pageSize: '1' })).toMatchObject({ pageSize: 1 });
        for (const bad of [0, maxSize + 1, 2.5, 'ten', '-1']) {
          expect(paramError(() => buildRequest(id, { ...base, pageSize: bad } as never)).field).toBe('pageSize');
        }
        // A page of items and the token of the next page.
        const response = def.response as z.ZodObject;
        expect(Object.keys(response.shape)).toEqual(expect.arrayContaining([def.page!.items, 'nextPageToken']));
      });

    it('round-trips: buildRequest, then matchRoute and parseRequest on the wire form, gives what the caller meant', () => {
      const { built, pathname, query, body } = overTheWire(id, sample.valid);
      expect(built.method).toBe(def.method);
      expect(built.service).toBe(def.service);
      const match = matchRoute(def.service, def.method, pathname);
      expect(match).toMatchObject({ kind: 'match', id });
      if (match.kind !== 'match') return;
      for (const name of pathParamNames(def)) expect(match.pathParams[name]).toBe(String(sample.valid[name]));
      expect(parseRequest(id, { pathParams: match.pathParams, query, body })).toEqual(directParse(id, sample.valid));
    });
  });
});

describe('routing', () => {
  it('matches colon-literal segments exactly', () => {
    const colonRows = rows.filter(([, def]) => /:\w+/.test(def.path));
    expect(colonRows.length).toBe(Object.keys(SPEC).filter((k) => /:\w+/.test(k)).length);
    for (const [id, def] of colonRows) {
      const { pathname } = overTheWire(id, SAMPLES[id].valid);
      const literal = /:(\w+)(?=\/|$)/.exec(pathname)![1];
      for (const wrong of [
        pathname.replace(`:${literal}`, `:${literal.toLowerCase()}`),
        pathname.replace(`:${literal}`, ''),
        pathname.replace(`:${literal}`, `%3A${literal}`),
        pathname.replace(`:${literal}`, `/${literal}`),
        pathname.replace(`:${literal}`, `:${literal}x`),
      ].filter((wrong) => wrong !== pathname)) {
        const m = matchRoute(def.service, def.method, wrong);
        if (m.kind === 'match') expect(m.id, wrong).not.toBe(id);
      }
    }
  });

  it('decodes percent-encoded path params', () => {
    const m = matchRoute('data', 'GET', '/v1/chains/43114/blocks/%31%32');
    expect(m).toEqual({ kind: 'match', id: 'getBlock', pathParams: { chainId: '43114', blockId: '12' } });
  });

  it('tells a wrong method from an unknown path, and keeps the two services apart', () => {
    expect(matchRoute('data', 'GET', '/v1/chains/43114/nfts/collections/0xab/tokens/1:reindex')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST'],
    });
    expect(matchRoute('data', 'GET', '/v1/nothing/here')).toEqual({ kind: 'not-found' });
    expect(matchRoute('data', 'GET', '/v1/avg_tps/43114')).toEqual({ kind: 'not-found' });
    expect(matchRoute('metrics', 'GET', '/v1/chains/43114/blocks')).toEqual({ kind: 'not-found' });
    expect(matchRoute('metrics', 'GET', '/v1/avg_tps/43114')).toMatchObject({ kind: 'match', id: 'getAvgTps' });
  });

  it('accepts fuji and testnet as the test network everywhere a network is a path param', () => {
    for (const [id] of rows.filter(([, d]) => d.path.includes('{network}'))) {
      for (const network of ['mainnet', 'fuji', 'testnet']) {
        expect(() => buildRequest(id, { ...SAMPLES[id].valid, network } as never)).not.toThrow();
      }
      expect(paramError(() => buildRequest(id, { ...SAMPLES[id].valid, network: 'Mainnet' } as never)).field).toBe('network');
    }
  });

  it('sends only the query params the caller gave; the server applies the defaults', () => {
    expect(buildRequest('listLatestBlocks', { chainId: '43114' }).path).toBe('/v1/chains/43114/blocks');
    expect(
      buildRequest('listAssetTransactions', { network: 'mainnet', blockchainId: 'x-chain', assetId: AVAX, txTypes: 'BaseTx,ImportTx' })
        .path,
    ).toBe(`/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?txTypes=BaseTx&txTypes=ImportTx`);
  });
});
