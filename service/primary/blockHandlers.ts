import { secondsOf } from '../sim/clock';
import { canonicalNetwork, type Network } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { HttpError, type HandlerMap } from '../server/handler';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import type { ChainKey } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import { pChainHeightAt } from '../sim/primary/network';
import type { ChainBlocks } from '../sim/primary/chainBlocks';
import { heightOfPBlockHash } from '../sim/primary/explorerIndex';
import { partitionPoint } from '../sim/partitionPoint';
import { chainBlockOut, pChainBlockOut } from './serializeByChain';
import { CHAIN_NAMES, primaryChain } from './primaryHandlers';
import { CHAIN_LABEL } from './transactionHandlers';

/** Blocks of the P-, X- and C-Chain (the C-Chain's: those holding atomic transactions), beyond the interface. */
export function primaryBlockHandlers(nets: PrimaryNetworks): HandlerMap {
  const net = (n: Network) => nets.get(canonicalNetwork(n));
  const chainInfo = (sim: PrimaryNetworkSim, chain: ChainKey) => ({ chainName: CHAIN_NAMES[chain], network: sim.network });

  return {
    listPrimaryBlocks: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const chain = primaryChain(sim.network, params.blockchainId, ['P', 'X', 'C']);
      const now = secondsOf(nowMs);
      // Newest first; the cursor is the last height served.
      const after = page.cursor<number>();
      if (after !== undefined && !Number.isSafeInteger(after))
        throw new ParamError('pageToken', 'holds no list position; start again from the first page');
      const until = Math.min(now, params.endTimestamp ?? Infinity);
      const since = params.startTimestamp ?? 0;
      const { blocks, more } =
        chain === 'P'
          ? pChainBlocksDown(sim, until, since, after, params.pageSize, now)
          : chainBlocksDown(chain === 'X' ? sim.xBlocks : sim.cBlocks, until, since, after, params.pageSize);
      return {
        blocks,
        chainInfo: chainInfo(sim, chain),
        ...(more && { nextPageToken: page.next(Number(blocks[blocks.length - 1].blockNumber)) }),
      };
    },

    getPrimaryBlock: ({ params, nowMs }) => {
      const { sim } = net(params.network);
      const chain = primaryChain(sim.network, params.blockchainId, ['P', 'X', 'C']);
      const now = secondsOf(nowMs);
      const notFound = () => new HttpError(404, `Block ${params.blockId} not found on the ${CHAIN_LABEL[chain]} of ${sim.network}`);
      if (chain !== 'P') {
        const block = (chain === 'X' ? sim.xBlocks : sim.cBlocks).find(params.blockId);
        if (!block || block.timestamp > now) throw notFound();
        return chainBlockOut(block);
      }
      const height = /^\d+$/.test(params.blockId) ? Number(params.blockId) : heightOfPBlockHash(sim, params.blockId);
      if (height === undefined || !Number.isSafeInteger(height) || height > pChainHeightAt(sim, now)) throw notFound();
      return pChainBlockOut(sim, height, now);
    },
  };
}

type BlockOut = ReturnType<typeof pChainBlockOut>;

/** P-Chain blocks from the height of `until` down to that of `since`, below the cursor: every height has a block. */
function pChainBlocksDown(sim: PrimaryNetworkSim, until: number, since: number, after: number | undefined, pageSize: number, now: number) {
  const top = Math.min(pChainHeightAt(sim, until), after === undefined ? Infinity : after - 1);
  const bottom = pChainHeightAt(sim, since);
  const blocks: BlockOut[] = [];
  for (let h = top; h >= bottom && blocks.length < pageSize; h--) blocks.push(pChainBlockOut(sim, h, now));
  return { blocks, more: blocks.length === pageSize && top - pageSize + 1 > bottom };
}

/** X-Chain or C-Chain atomic blocks with times in [since, until], below the cursor: binary searches, then one step per block served. */
function chainBlocksDown(chainBlocks: ChainBlocks, until: number, since: number, after: number | undefined, pageSize: number) {
  const list = chainBlocks.ascending;
  let i = partitionPoint(list.length, (j) => list[j].timestamp <= until && (after === undefined || list[j].height < after)) - 1;
  const blocks: BlockOut[] = [];
  for (; i >= 0 && list[i].timestamp >= since && blocks.length < pageSize; i--) blocks.push(chainBlockOut(list[i]));
  return { blocks, more: i >= 0 && list[i].timestamp >= since };
}
