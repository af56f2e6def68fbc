import { z } from 'zod';
import type { ContractSource } from '../../../shared/bridge/chainReadChannels';
import { clientError } from '../apiClient/apiError';
import { boundedFetch } from './boundedFetch';

/** The public Sourcify server's API: what a remote profile reads verified sources from unless it names another. */
export const PUBLIC_SOURCIFY_URL = 'https://sourcify.dev/server';
const SOURCE_MAX_BYTES = 32 * 2 ** 20;
const SOURCE_TIMEOUT_MS = 20_000;

/** What the app reads of Sourcify's v2 contract answer (docs.sourcify.dev, API v2), bounded. */
const VerifiedContract = z.object({
  match: z.string().max(40).nullable(),
  abi: z.array(z.unknown()).max(5_000),
  sources: z
    .record(z.string().max(1_000), z.object({ content: z.string().max(8 * 2 ** 20) }))
    .refine((s) => Object.keys(s).length <= 1_000),
  compilation: z
    .object({
      compiler: z.string().max(100).optional(),
      compilerVersion: z.string().max(200).optional(),
      language: z.string().max(100).optional(),
      name: z.string().max(500).optional(),
      compilerSettings: z.unknown().optional(),
    })
    .passthrough(),
});

/** A contract's verified source from a Sourcify server, or that it is not verified there (its 404). */
export async function fetchContractSource(
  serverUrl: string,
  chainId: string,
  address: string,
  fetchFn: typeof fetch = fetch,
): Promise<ContractSource> {
  const base = serverUrl.replace(/\/+$/, '');
  const { status, text } = await boundedFetch(fetchFn, `${base}/v2/contract/${chainId}/${address}?fields=abi,sources,compilation`, {
    method: 'GET',
    timeoutMs: SOURCE_TIMEOUT_MS,
    maxBytes: SOURCE_MAX_BYTES,
    what: `The source server ${new URL(base).host}`,
  });
  if (status === 404) return { verified: false, serverUrl: base };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw clientError(undefined, 'invalid-response', `The source server answered HTTP ${status} without JSON`);
  }
  if (status !== 200) {
    const message = typeof (json as { message?: unknown })?.message === 'string' ? (json as { message: string }).message.slice(0, 300) : '';
    throw clientError(undefined, 'http', `The source server answered HTTP ${status}${message ? `: ${message}` : ''}`, { status });
  }
  const parsed = VerifiedContract.safeParse(json);
  if (!parsed.success) {
    const field = parsed.error.issues[0].path.join('.');
    throw clientError(undefined, 'invalid-response', `The source server's answer cannot be read at ${field || 'its top'}`, { field });
  }
  const c = parsed.data;
  return {
    verified: true,
    match: c.match ?? 'match',
    abi: c.abi,
    sources: Object.entries(c.sources).map(([path, s]) => ({ path, content: s.content })),
    compilation: c.compilation,
    serverUrl: base,
  };
}
