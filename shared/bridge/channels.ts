import { z } from 'zod';
import { CURRENCIES } from '../api/enums';
import { keyHeaderName } from '../api/wire/keyHeader';
import { RATE_TIERS, type RateTierId } from '../api/rateBudget';
import { ENDPOINT_IDS, type EndpointId, type EndpointParams, type EndpointResponse } from '../api/endpoints';
import { addressBookChannelArgs, type AddressBookApi } from './addressBookChannels';
import { archiveChannelArgs, type ArchiveApi, type ArchiveEvents } from './archiveChannels';
import { historyChannelArgs, type HistoryApi } from './historyChannels';
import { chainReadChannelArgs, type ChainReadApi } from './chainReadChannels';
import { contractNameChannelArgs } from './contractNameChannels';
import { imageChannelArgs } from './imageChannels';
import type { ImagesApi } from './images';
import type { ContractNamesApi } from './contractNames';
import { exportChannelArgs, type ExportEvents, type ExportsApi } from './exportChannels';
import { monitorChannelArgs, type MonitorApi, type MonitorEvents } from './monitorChannels';
import { portfolioChannelArgs, type PortfolioApi } from './portfolioChannels';
import { requestId } from './requestId';
import { watchlistChannelArgs, type WatchlistApi, type WatchlistEvents } from './watchlistChannels';

/**
 * The one list of every bridge channel (as Electron Fiddle keeps its IPC channels in one file).
 * Both hosts (Electron IPC, web host over HTTP) register exactly these; the main process
 * validates every argument with `args` before doing anything.
 */

export const Theme = z.enum(['light', 'dark', 'system']);
const UiNetwork = z.enum(['mainnet', 'fuji']);
/** A remote profile's subscription (rateBudget.ts's tiers, which the renderer's first view reads without zod). */
const RateTier = z.enum(RATE_TIERS.map((t) => t.id) as [RateTierId, ...RateTierId[]]);

export const Settings = z.strictObject({
  theme: Theme,
  network: UiNetwork,
  currency: z.enum(CURRENCIES),
  /** EVM chain id chosen in the header; empty = the network's C-Chain. */
  evmChainId: z.string().max(40),
  /** Where the web host writes export files (Electron asks with a save dialog). */
  exportFolder: z
    .string()
    .max(4096)
    // oxlint-disable-next-line no-control-regex -- control characters are what this pattern finds
    .refine((s) => !/[\x00-\x1f]/.test(s), 'must not contain control characters')
    // Absolute only: a relative folder would depend on where the app was started from.
    .refine((s) => /^(?:\/|[A-Za-z]:[\\/]|\\\\)/.test(s), 'must be an absolute folder path'),
});
export type Settings = z.infer<typeof Settings>;

/** The URL parser's verdict on a profile URL: undefined when it is fine, else what is wrong. */
function urlProblem(s: string): string | undefined {
  // oxlint-disable-next-line no-control-regex -- control characters are what this pattern finds
  if (/[\x00-\x20\x7f]/.test(s)) return 'must not contain spaces or control characters';
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return 'must be a valid http(s) URL (check the host and port)';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  // Credentials in a URL end up in error messages and logs; the API key field is the place for secrets.
  if (url.username || url.password) return 'must not contain a user name or password';
  try {
    decodeURI(url.pathname);
  } catch {
    return 'has a malformed % escape';
  }
  return undefined;
}

const httpUrl = z
  .string()
  .max(2048)
  .superRefine((s, ctx) => {
    const problem = urlProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ProfileInput = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(80),
  dataUrl: httpUrl,
  metricsUrl: httpUrl,
  defaultNetwork: UiNetwork,
  /** The header the API key is sent under (to the data origin only); absent means the interface's default name. */
  keyHeader: keyHeaderName.optional(),
  /** The real API's subscription the key belongs to: the per-minute compute-unit budget the client keeps to. */
  rateTier: RateTier.optional(),
  /** The Sourcify server verified sources are read from (default: the public one; the local profile: its service's). */
  sourcifyUrl: httpUrl.optional(),
  /** A JSON-RPC URL per EVM chain id, instead of the `rpcUrl` GET /v1/chains names. */
  rpcUrls: z
    .record(z.string().regex(/^\d{1,12}$/, 'must be an EVM chain id'), httpUrl)
    .refine((r) => Object.keys(r).length <= 50, 'must name at most 50 chains')
    .optional(),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

export interface Profile extends Partial<ProfileInput> {
  id: string;
  name: string;
  kind: 'local' | 'remote';
  defaultNetwork: 'mainnet' | 'fuji';
}

export type KeyProtection = 'safeStorage' | 'encrypted-file' | 'memory';
export interface KeyStatus {
  hasKey: boolean;
  last4?: string;
  protection: KeyProtection;
  /** One sentence for Settings explaining the protection. */
  protectionNote: string;
  /** Why a saved key is not sent (entered for another Data API origin, plain http): shown in Settings. */
  notice?: string;
}

/** A profile's id. */
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'must be an id');
const endpointId = z.enum(ENDPOINT_IDS as [EndpointId, ...EndpointId[]]);

/** Channel name -> argument schema. Results are typed in BridgeApi below. */
export const channelArgs = {
  'api:request': z.strictObject({
    requestId,
    endpointId,
    params: z.record(z.string(), z.unknown()),
    /** Asked ahead of a view that may never come (a link's list prefetched): the main process's background pace. */
    background: z.literal(true).optional(),
  }),
  'api:cancel': z.strictObject({ requestId }),
  /** A view now waits for this background request's answer: the main process paces it as the view's. */
  'api:promote': z.strictObject({ requestId }),
  'settings:get': z.strictObject({}),
  'settings:update': Settings.partial().strict(),
  'profiles:list': z.strictObject({}),
  'profiles:save': z.strictObject({ id: id.optional(), profile: ProfileInput }),
  'profiles:remove': z.strictObject({ id }),
  'profiles:activate': z.strictObject({ id }),
  'key:status': z.strictObject({}),
  'key:set': z.strictObject({ key: z.string().trim().min(8, 'must be at least 8 characters').max(512) }),
  'key:clear': z.strictObject({}),
  /** The current 'service-status' (with startup warnings), so a view that subscribes late still sees it. */
  'service:status': z.strictObject({}),
  ...exportChannelArgs,
  ...addressBookChannelArgs,
  ...watchlistChannelArgs,
  ...portfolioChannelArgs,
  ...monitorChannelArgs,
  ...archiveChannelArgs,
  ...historyChannelArgs,
  ...chainReadChannelArgs,
  ...contractNameChannelArgs,
  ...imageChannelArgs,
} as const;
export type Channel = keyof typeof channelArgs;

export interface ProfilesState {
  profiles: Profile[];
  activeId: string;
}

/** Events the main process pushes to the renderer. */
export interface BridgeEvents extends ExportEvents, WatchlistEvents, MonitorEvents, ArchiveEvents {
  /** The client is waiting on a 429: the next try happens at `until` (epoch ms). */
  'rate-limit': { endpointId: EndpointId; until: number };
  /** A request was sent against the active profile's compute-unit budget (none for the local service). */
  'compute-units': {
    endpointId: EndpointId;
    computeUnits: number;
    at: number;
    cuPerMinute: number;
    /** What the answer's rate-limit headers said, when it had them. */
    server?: { limit?: number; remaining?: number };
  };
  /** The active connection changed or the local service started/stopped. */
  'service-status': { state: 'starting' | 'ready' | 'error'; profileId: string; message?: string };
}
export type EventName = keyof BridgeEvents;

/**
 * What the renderer sees (window.ridgeline). The request of a view is made with an
 * AbortSignal; the renderer-side adapter turns an abort into 'api:cancel'.
 */
export interface BridgeApi {
  request<Id extends EndpointId>(
    id: Id,
    params: EndpointParams<Id>,
    /** `promote`: aborted when a view comes to wait for a background request's answer (sent as 'api:promote'). */
    opts?: { signal?: AbortSignal; background?: boolean; promote?: AbortSignal },
  ): Promise<EndpointResponse<Id>>;
  settings: { get(): Promise<Settings>; update(patch: Partial<Settings>): Promise<Settings> };
  profiles: {
    list(): Promise<ProfilesState>;
    save(profile: ProfileInput, id?: string): Promise<ProfilesState>;
    remove(id: string): Promise<ProfilesState>;
    activate(id: string): Promise<ProfilesState>;
  };
  key: { status(): Promise<KeyStatus>; set(key: string): Promise<KeyStatus>; clear(): Promise<KeyStatus> };
  on<E extends EventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
  exports: ExportsApi;
  addressBook: AddressBookApi;
  contracts: ContractNamesApi;
  images: ImagesApi;
  watchlist: WatchlistApi;
  portfolios: PortfolioApi;
  monitor: MonitorApi;
  archive: ArchiveApi;
  history: HistoryApi;
  chain: ChainReadApi;
}
