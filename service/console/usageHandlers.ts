import type { RequestType, UsageGroupBy, UsageInterval } from '../../shared/api/console';
import type { ParsedParams } from '../../shared/api/endpoints';
import { secondsOf } from '../sim/clock';
import { findEvmChain } from '../sim/catalog';
import type { Caller, HandlerMap } from '../server/handler';
import type { RequestLog } from '../server/requestLog';
import { classify, type ClassifiedRequest } from './servedRequests';
import { AGGREGATE_DURATION, bucketStart, nextBucket, windowBuckets } from './usageBuckets';
import { groupBy, usageValue } from './usageMetrics';

/** The local service has one organization: every key it knows belongs to it. */
export const LOCAL_ORG_ID = 'ridgeline-local';
/** How a request without a key is named in usage and logs (the real API has no such caller: a key is its account). */
export const NO_KEY_ID = 'no-key';

interface RequestFilters {
  startTimestamp?: number;
  endTimestamp?: number;
  chainId?: string;
  responseCode?: string;
  requestType?: RequestType;
  apiKeyId?: string;
  requestPath?: string;
}

/** Whether two chain ids (an EVM chain id or a blockchain id) name the same chain. */
export function sameChain(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  if (a === b) return true;
  const chain = findEvmChain(a);
  return chain !== undefined && (String(chain.evmChainId) === b || chain.blockchainId === b);
}

type RpcUsageParams = ParsedParams<'getRpcUsageMetrics'>;

export const keyIdOf = (caller: Caller | undefined) => caller?.keyId ?? NO_KEY_ID;

const inWindow = (requests: ClassifiedRequest[], startSec: number, endSec: number) =>
  requests.filter((r) => r.entry.atMs >= startSec * 1000 && r.entry.atMs < endSec * 1000);

/** Each bucket's values: one per group when grouped, else one of every request under `None`. */
function bucketed(
  interval: UsageInterval,
  buckets: number[],
  requests: ClassifiedRequest[],
  grouping: string | undefined,
  groupKey: (r: ClassifiedRequest) => string | number | undefined,
) {
  const byBucket = groupBy(requests, (r) => bucketStart(interval, Math.floor(r.entry.atMs / 1000)));
  return buckets.map((start) => {
    const seconds = nextBucket(interval, start) - start;
    const inBucket = byBucket.get(start) ?? [];
    const values = grouping
      ? [...groupBy(inBucket, groupKey)].map(([value, group]) => usageValue(group, seconds, grouping, value))
      : [usageValue(inBucket, seconds, 'None')];
    return { timestamp: start, values };
  });
}

/**
 * Usage metrics and logs from what the data server really answered (RequestLog): each key sees its own requests
 * only, the keyless their own. Filters as chainkit's GetApiUsageMetricsRequest and GetApiLogsRequest name them.
 */
export function usageHandlers(log: RequestLog): HandlerMap {
  const requestsOf = (caller: Caller | undefined, f: RequestFilters): ClassifiedRequest[] => {
    if (f.apiKeyId !== undefined && f.apiKeyId !== keyIdOf(caller)) return [];
    return classify(log.ofKey(caller?.keyId)).filter(
      (r) =>
        (f.chainId === undefined || sameChain(r.chainId, f.chainId)) &&
        (f.responseCode === undefined || String(r.entry.status) === f.responseCode) &&
        (f.requestType === undefined || r.requestType === f.requestType) &&
        (f.requestPath === undefined || r.template === f.requestPath || r.path === f.requestPath),
    );
  };

  /** JSON-RPC usage: every chain's, or only the L1s' (not the C-Chain) for the subnet form. */
  const rpcUsage = (params: RpcUsageParams, nowMs: number, caller: Caller | undefined, l1Only: boolean) => {
    const interval = params.timeInterval ?? 'hourly';
    const buckets = windowBuckets(interval, params, secondsOf(nowMs));
    const requests = requestsOf(caller, { ...params, requestType: 'rpc' }).filter(
      (r) =>
        (!l1Only || !findEvmChain(r.chainId ?? '')?.isCChain) &&
        (params.rpcMethod === undefined || r.entry.rpcMethod === params.rpcMethod) &&
        // No request of the local service bypasses its rate limit with a token.
        params.rlBypassApiToken === undefined,
    );
    const grouping = params.groupBy;
    const groupKey = (r: ClassifiedRequest) =>
      grouping === 'rpcMethod' ? r.entry.rpcMethod : grouping === 'responseCode' ? r.entry.status : undefined;
    return {
      aggregateDuration: AGGREGATE_DURATION[interval],
      chainId: params.chainId ?? '',
      metrics: bucketed(interval, buckets, requests, grouping, groupKey),
    };
  };

  return {
    getRpcUsageMetrics: ({ params, nowMs, caller }) => rpcUsage(params, nowMs, caller, false),
    getSubnetRpcUsageMetrics: ({ params, nowMs, caller }) => rpcUsage(params, nowMs, caller, true),

    getApiUsageMetrics: ({ params, nowMs, caller }) => {
      const interval: UsageInterval = params.timeInterval ?? 'hourly';
      const buckets = windowBuckets(interval, params, secondsOf(nowMs));
      const requests = requestsOf(caller, params);
      const grouping: UsageGroupBy | undefined = params.groupBy;
      const groupKey = (r: ClassifiedRequest): string | number | undefined =>
        grouping === 'requestPath'
          ? r.template
          : grouping === 'responseCode'
            ? r.entry.status
            : grouping === 'chainId'
              ? r.chainId
              : grouping === 'apiKeyId'
                ? keyIdOf(caller)
                : r.requestType;
      return {
        aggregateDuration: AGGREGATE_DURATION[interval],
        orgId: LOCAL_ORG_ID,
        metrics: bucketed(interval, buckets, requests, grouping, groupKey),
      };
    },

    listApiLogs: ({ params, nowMs, caller, page }) => {
      const now = secondsOf(nowMs);
      const end = (params.endTimestamp ?? now) + 1;
      const start = params.startTimestamp ?? 0;
      const after = page.cursor<number>();
      const newestFirst = inWindow(requestsOf(caller, params), start, end)
        .filter((r) => after === undefined || r.entry.seq < after)
        .reverse();
      const items = newestFirst.slice(0, params.pageSize);
      return {
        orgId: LOCAL_ORG_ID,
        logs: items.map((r) => ({
          orgId: LOCAL_ORG_ID,
          logId: `log-${r.entry.seq}`,
          eventTimestamp: Math.floor(r.entry.atMs / 1000),
          apiKeyId: keyIdOf(caller),
          apiKeyAlias: caller ? (caller.label ?? caller.keyId.slice(0, 8)) : 'no key',
          hostRegion: 'local',
          requestType: r.requestType,
          requestPath: r.path,
          apiCreditsConsumed: r.computeUnits,
          requestDurationMsecs: Math.round(r.entry.durationMs * 1000) / 1000,
          responseCode: r.entry.status,
          ...(r.chainId && { chainId: r.chainId }),
          ...(r.entry.rpcMethod && { rpcMethod: r.entry.rpcMethod }),
          metadata: { ipAddress: r.entry.ip, host: r.entry.host, userAgent: r.entry.userAgent },
        })),
        ...(newestFirst.length > items.length && { nextPageToken: page.next(items[items.length - 1].entry.seq) }),
      };
    },
  };
}
