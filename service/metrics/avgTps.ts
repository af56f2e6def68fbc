import type { EndpointResponse } from '../../shared/api/endpoints';
import { HttpError, JsonBody, type Handler } from '../server/handler';
import type { Clock } from '../sim/clock';
import { PageTokenStore } from './pageTokens';
import { HOUR_SECONDS, type TpsSeries } from './tpsSeries';

/** Points per page: one week of hours. The spec gives the metrics service no pageSize param. */
export const TPS_PAGE_SIZE = 168;

interface Cursor {
  /** The chain's series (the same chain may be named by EVM chain id or blockchain id). */
  series: TpsSeries;
  /** Hour start of the first point of the page the token opens. */
  fromHour: number;
}

export const START_AGAIN = 'Start again from the first page (request without pageToken).';

/**
 * GET /v1/avg_tps/{chainId}: hourly average TPS, newest point first (as the real service
 * orders it). A page token is a UUID standing for an absolute hour, so pages stay put while
 * new hours arrive; it expires 24 h after creation on the service's clock.
 */
export function createAvgTpsHandler(deps: {
  clock: Clock;
  /** The chain's series, or undefined when the chain has no metrics. */
  seriesFor: (chainId: string) => TpsSeries | undefined;
}): Handler<'getAvgTps'> {
  const tokens = new PageTokenStore<Cursor>(deps.clock);

  return ({ params }) => {
    const series = deps.seriesFor(params.chainId);
    if (!series) throw new HttpError(404, `No metrics for chain ${params.chainId}: it is not a chain this metrics service tracks.`);

    let fromHour = series.newestHour();
    if (params.pageToken !== undefined) {
      const cursor = tokens.resolve(params.pageToken);
      if (!cursor) throw new HttpError(400, `pageToken is unknown or has expired (tokens live 24 hours). ${START_AGAIN}`);
      if (cursor.series !== series) throw new HttpError(400, `pageToken belongs to another chain. ${START_AGAIN}`);
      fromHour = cursor.fromHour;
    }

    const results = series.pointsJsonBackFrom(fromHour, TPS_PAGE_SIZE);
    const nextHour = fromHour - TPS_PAGE_SIZE * HOUR_SECONDS;
    const more = results.count === TPS_PAGE_SIZE && nextHour >= series.oldestHour();
    const rest = JSON.stringify({
      status: 200,
      lastRun: series.lastRun(),
      ...(more ? { nextPageToken: tokens.create({ series, fromHour: nextHour }) } : {}),
    });
    // The first page is asked for again and again (a chart polling): it holds until the next second or block.
    // A page of a token is not kept, so the token's expiry is checked on every request.
    const json = `{"results":[${results.json}],${rest.slice(1)}`;
    return new JsonBody<EndpointResponse<'getAvgTps'>>(json, params.pageToken === undefined ? series.unchangedFromNow() : undefined);
  };
}
