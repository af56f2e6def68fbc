import { z } from 'zod';
import { CURRENCIES } from '../api/enums';
import { chainIdParam, evmAddress } from '../api/params';
import { parsePxAddress } from '../codecs/bech32';
import { isValidEvmAddress, toChecksumAddress } from '../codecs/evmAddress';
import { HISTORY_SPANS } from '../portfolio/historySpans';
import { UNSAFE_NAME_CHARS } from './exportChannels';
import { requestId } from './requestId';

/**
 * The bridge contract of portfolios (issue 20): named sets of addresses kept by the main process
 * with the other settings, and their value over past days, computed and cached there. Argument
 * schemas of the `portfolio:*` channels (merged into channelArgs in channels.ts) and their answers.
 */

export const PORTFOLIO_NAME_MAX = 64;
export const PORTFOLIOS_MAX = 100;
export const PORTFOLIO_MEMBERS_MAX = 50;
/** EVM chains one address is followed on. */
export const MEMBER_CHAINS_MAX = 20;
export { HISTORY_SPANS, type HistorySpan } from '../portfolio/historySpans';

export const PortfolioName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(PORTFOLIO_NAME_MAX, `must be at most ${PORTFOLIO_NAME_MAX} characters`)
  .refine((s) => !UNSAFE_NAME_CHARS.test(s), 'must not contain control or text-direction characters');

/** An EVM address with a valid checksum, kept in its EIP-55 spelling. */
const EvmMemberAddress = evmAddress
  .refine(isValidEvmAddress, 'must have a valid EIP-55 checksum (or be all lower or upper case)')
  .transform(toChecksumAddress);

/** A P-/X- address (checksum checked), kept without its chain letter: the portfolio reads it on the P-, X- and C-Chain. */
const PrimaryMemberAddress = z
  .string()
  .trim()
  .max(120)
  .transform((s, ctx) => {
    try {
      return parsePxAddress(s).chain ? s.slice(2) : s;
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: `must be a P- or X-Chain address (${(e as Error).message})` });
      return z.NEVER;
    }
  });

export const PortfolioMember = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('evm'),
    address: EvmMemberAddress,
    chainIds: z
      .array(chainIdParam)
      .min(1, 'must name at least one chain')
      .max(MEMBER_CHAINS_MAX)
      .transform((ids) => [...new Set(ids)]),
  }),
  z.strictObject({ kind: z.literal('primary'), address: PrimaryMemberAddress }),
]);
export type PortfolioMember = z.output<typeof PortfolioMember>;

/** One address is one member whatever its spelling: EVM addresses compare without case, P-/X- ones without chain letter. */
export const memberKey = (m: { kind: string; address: string }) => `${m.kind}:${m.address.toLowerCase()}`;

export const Portfolio = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/),
  name: z.string(),
  members: z.array(PortfolioMember).max(PORTFOLIO_MEMBERS_MAX),
  createdAt: z.number().int().nonnegative(),
});
export type Portfolio = z.output<typeof Portfolio>;

const id = z.string().regex(/^[\w-]{1,64}$/, 'must be a portfolio id');

export const HistoryRequest = z.strictObject({
  id,
  days: z.union([z.literal(HISTORY_SPANS[0]), z.literal(HISTORY_SPANS[1]), z.literal(HISTORY_SPANS[2])]),
  currency: z.enum(CURRENCIES),
  network: z.enum(['mainnet', 'fuji']),
});
export type HistoryRequest = z.output<typeof HistoryRequest>;

export const portfolioChannelArgs = {
  'portfolio:list': z.strictObject({}),
  'portfolio:create': z.strictObject({ name: PortfolioName }),
  'portfolio:rename': z.strictObject({ id, name: PortfolioName }),
  'portfolio:remove': z.strictObject({ id }),
  'portfolio:addMember': z.strictObject({ id, member: PortfolioMember }),
  'portfolio:removeMember': z.strictObject({ id, address: z.string().min(1).max(120) }),
  /** How many requests the days not cached yet need, for the budget gate before the walk. */
  'portfolio:historyCost': HistoryRequest,
  'portfolio:history': z.strictObject({ ...HistoryRequest.shape, requestId }),
  /** Stops a walk of 'portfolio:history' at its next request (the days it finished stay cached). */
  'portfolio:cancelHistory': z.strictObject({ requestId }),
} as const;

/** One day of the value history: balances as of the day's end (now, for today) priced at that day's price. */
export interface HistoryDay {
  /** UTC date, YYYY-MM-DD. */
  date: string;
  /** Sum of what could be priced, a decimal string in the currency; absent when nothing could be. */
  value?: string;
  /** Why part of the day is not counted (a chain with no price that day, a token without a price). */
  notes: string[];
}

export interface HistoryResult {
  currency: string;
  /** Oldest first; the last is today, as of now. */
  days: HistoryDay[];
  /** Requests this answer needed (the rest came from the cache). */
  requests: number;
}

/** About what computing the days not cached yet costs (block searches are guessed at a few reads a day). */
export interface HistoryCost {
  requests: number;
  computeUnits: number;
}

export interface PortfolioApi {
  list(): Promise<Portfolio[]>;
  create(name: string): Promise<Portfolio[]>;
  rename(id: string, name: string): Promise<Portfolio[]>;
  remove(id: string): Promise<Portfolio[]>;
  addMember(id: string, member: z.input<typeof PortfolioMember>): Promise<Portfolio[]>;
  removeMember(id: string, address: string): Promise<Portfolio[]>;
  historyCost(req: HistoryRequest): Promise<HistoryCost>;
  /** The value by day; aborting `signal` stops the walk in the main process. */
  history(req: HistoryRequest, opts?: { signal?: AbortSignal }): Promise<HistoryResult>;
}
