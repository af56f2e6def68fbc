import type { BridgeResult } from '../../shared/bridge/errors';
import type { BridgeTransport } from '../../shared/bridge/transport';
import { C_CHAIN_EVM_ID } from '../../shared/network/evmChainOfSettings';
import { parseHash } from '../app/hashPath';
import { newRequestId } from './newRequestId';

/**
 * The first view's bridge calls, sent by the early script (renderer/early.ts, a few kB loaded
 * beside the app's script, vite.config.ts) while the app's script still downloads and evaluates,
 * and answered to the app's own identical calls once (answeringFirstCalls). The app's script
 * then finds its first answers in, or on their way, when it asks (bench/NOTES.md "First rows").
 * This module and everything it imports is the early script: keep it small and free of the
 * contract's schemas (the build fails when the early script would import the app's chunk).
 */

/** The EVM chain the last launch showed: the home page's lists are asked for it before the settings answer. */
export const LAST_CHAIN_KEY = 'ridgeline.lastEvmChainId';
/** The network the last launch showed: its chains (every view's header) are asked for before the settings answer. */
export const LAST_NETWORK_KEY = 'ridgeline.lastNetwork';
/**
 * The page size of the home lists' first pages: the largest the latest blocks and latest transactions take,
 * which is what the app's lists ask for (useApiInfiniteQuery); firstCalls.test.ts checks they agree.
 */
export const HOME_LIST_PAGE_SIZE = 100;

export interface FirstViewGuess {
  /** The app opens on the home page, whose lists are part of the first view. */
  onHome: boolean;
  network: 'mainnet' | 'fuji';
  chainId: string;
}

/** What the first view will ask for, before the settings say: the network and chain the last launch showed, else mainnet's C-Chain. */
export function guessFirstView(hash: string, storage: Pick<Storage, 'getItem'>): FirstViewGuess {
  return {
    onHome: parseHash(hash).path === '/',
    network: storage.getItem(LAST_NETWORK_KEY) === 'fuji' ? 'fuji' : 'mainnet',
    chainId: storage.getItem(LAST_CHAIN_KEY) ?? C_CHAIN_EVM_ID.mainnet,
  };
}

interface SentCall {
  channel: string;
  args: Record<string, unknown>;
  answer: Promise<BridgeResult<unknown>>;
}

let sent: SentCall[] = [];
let over = false;

/** Sends the first view's calls: the settings, the guessed network's chains and, on the home page, its lists' first pages. */
export function sendFirstCalls(transport: BridgeTransport, hash: string, storage: Pick<Storage, 'getItem'>): void {
  if (over) return;
  const guess = guessFirstView(hash, storage);
  const send = (channel: string, args: Record<string, unknown>) => sent.push({ channel, args, answer: transport.invoke(channel, args) });
  const request = (endpointId: string, params: Record<string, unknown>) =>
    send('api:request', { requestId: newRequestId(), endpointId, params });
  send('settings:get', {});
  request('listChains', { network: guess.network });
  if (guess.onHome) {
    for (const endpointId of ['listLatestBlocks', 'listLatestTransactions']) {
      request(endpointId, { chainId: guess.chainId, pageSize: HOME_LIST_PAGE_SIZE });
    }
  }
}

/** Two calls' arguments ask the same thing: equal values, objects compared field by field, the request id aside. */
function sameArgs(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => k !== 'requestId');
  const equal = (x: unknown, y: unknown): boolean =>
    x === y ||
    (typeof x === 'object' &&
      typeof y === 'object' &&
      x !== null &&
      y !== null &&
      sameArgs(x as Record<string, unknown>, y as Record<string, unknown>));
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
}

/**
 * The transport the app's bridge uses: a call the same as one the early script sent gets that call's answer,
 * once; every other call goes to the transport. An early call's own request id is the one the main process
 * knows, so cancelling the app's call leaves that request to finish (its answer is then simply not used).
 */
export function answeringFirstCalls(transport: BridgeTransport): BridgeTransport {
  return {
    invoke(channel, args) {
      const i = sent.findIndex((call) => call.channel === channel && sameArgs(call.args, (args ?? {}) as Record<string, unknown>));
      return i < 0 ? transport.invoke(channel, args) : sent.splice(i, 1)[0].answer;
    },
    subscribe: (listener) => transport.subscribe(listener),
  };
}

/**
 * The first view has its answers: early calls nobody took (a wrong guess of the chain) are dropped and none
 * are sent any more, so a later call never gets a start-up answer.
 */
export function endFirstCalls(): void {
  sent = [];
  over = true;
}
