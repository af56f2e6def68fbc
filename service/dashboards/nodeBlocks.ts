import { canonicalNetwork } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { CHAIN_NAMES, primaryChain } from '../primary/primaryHandlers';
import { pChainBlockOut } from '../primary/serializeByChain';
import { HttpError, type HandlerContext } from '../server/handler';
import { secondsOf } from '../sim/clock';
import { P_BLOCK_SECONDS } from '../sim/primary/constants';
import { pChainHeightAt, timeAtPChainHeight } from '../sim/primary/network';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { pChainProposer } from '../sim/primary/proposers';

/**
 * GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks: the P-Chain blocks the node proposed,
 * newest first. Only heights inside the node's validations can be its own, so only those are drawn (proposers.ts);
 * the cursor is the last height served, so pages hold still while blocks arrive. The simulated X- and C-Chain blocks
 * name no proposer, so only the P-Chain is served.
 */
export function blocksByNode(nets: PrimaryNetworks, { params, nowMs, page }: HandlerContext<'listBlocksByNode'>) {
  const { sim } = nets.get(canonicalNetwork(params.network));
  primaryChain(sim.network, params.blockchainId, ['P']);
  const now = secondsOf(nowMs);
  const periods = sim.validators.filter((v) => v.nodeId === params.nodeId && v.tx && v.issuedAt <= now).sort((a, b) => b.start - a.start);
  if (!periods.length) throw new HttpError(404, `${params.nodeId} has validated nothing on ${sim.network}`);
  const after = page.cursor<number>();
  if (after !== undefined && !Number.isSafeInteger(after))
    throw new ParamError('pageToken', 'holds no list position; start again from the first page');
  let top = Math.min(pChainHeightAt(sim, Math.min(now, params.endTimestamp ?? Infinity)), after === undefined ? Infinity : after - 1);
  const bottom = pChainHeightAt(sim, params.startTimestamp ?? 0);
  const heights: number[] = [];
  for (const v of periods) {
    const lo = Math.max(bottom, Math.ceil((v.start - sim.pChainGenesis) / P_BLOCK_SECONDS));
    for (let h = Math.min(top, pChainHeightAt(sim, v.end - 1)); h >= lo && heights.length <= params.pageSize; h--)
      if (pChainProposer(sim, h, timeAtPChainHeight(sim, h)) === params.nodeId) heights.push(h);
    top = Math.min(top, lo - 1);
    if (heights.length > params.pageSize) break;
  }
  const served = heights.slice(0, params.pageSize);
  return {
    blocks: served.map((h) => pChainBlockOut(sim, h, now)),
    chainInfo: { chainName: CHAIN_NAMES.P, network: sim.network },
    ...(heights.length > params.pageSize ? { nextPageToken: page.next(served[served.length - 1]) } : {}),
  };
}
