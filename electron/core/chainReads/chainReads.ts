import { z } from 'zod';
import type { CallOutcome, ChainReceipt, ContractSource } from '../../../shared/bridge/chainReadChannels';
import type { Profile } from '../../../shared/bridge/channels';
import { clientError } from '../apiClient/apiError';
import { parseArchivedSource, SOURCE_KIND, sourcePath } from '../archive/archivedKinds';
import type { Connection } from '../connection';
import { RpcCallError, RpcClient } from './rpcClient';
import { fetchContractSource, PUBLIC_SOURCIFY_URL } from './sourceClient';

/** The most logs one receipt may carry, and the most data one log may hold, before the answer is refused. */
const MAX_RECEIPT_LOGS = 10_000;
const MAX_LOG_DATA_BYTES = 256 * 1024;
/** The most emitters of one receipt whose sources are asked with it (the logs section asks for the rest itself). */
const SOURCES_WITH_RECEIPT = 16;
/** How long a source asked with a receipt is held for the logs section's own call, which follows within a round trip. */
const SOURCE_HELD_MS = 30_000;

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,16}$/, 'must be a hex quantity');
const Log = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte hex address'),
  topics: z.array(z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex topic')).max(4),
  data: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex data')
    .max(2 + MAX_LOG_DATA_BYTES * 2),
  logIndex: hexQuantity,
});
/** A receipt as the Ethereum JSON-RPC specification gives it: what the logs section reads of it. */
const Receipt = z
  .object({
    status: z.enum(['0x0', '0x1']).optional(),
    logs: z.array(Log).max(MAX_RECEIPT_LOGS, `must hold at most ${MAX_RECEIPT_LOGS} logs`),
  })
  .nullable();

/** The 4 bytes of Solidity's Error(string): a revert reason's data begins with them. */
const ERROR_STRING = '0x08c379a0';

/**
 * The chain's own reads for the active profile: logs and view calls through each chain's JSON-RPC (the profile's URL
 * for that chain, else the `rpcUrl` of GET /v1/chains), verified source through Sourcify (the profile's server, else
 * the local service's for the local profile and the public one for a remote profile). Neither origin is sent the Data
 * API key: these requests carry no header but accept and content-type.
 */
export class ChainReads {
  private readonly clients = new Map<string, RpcClient>();
  /** Sources asked or answered in the last SOURCE_HELD_MS, by profile, server, chain and address: one request for both askers. */
  private readonly sources = new Map<string, Promise<ContractSource>>();

  constructor(
    private readonly deps: {
      profile: () => Profile;
      connection: Pick<Connection, 'client' | 'request' | 'throughArchive'>;
      fetch?: typeof fetch;
    },
  ) {}

  async receipt(chainId: string, txHash: string): Promise<ChainReceipt | null> {
    const rpc = await this.rpc(chainId);
    const parsed = Receipt.safeParse(await this.ask(rpc, 'eth_getTransactionReceipt', [txHash]));
    if (!parsed.success) {
      const field = parsed.error.issues[0].path.join('.');
      throw clientError(undefined, 'invalid-response', `The RPC's receipt cannot be read at ${field}: ${parsed.error.issues[0].message}`, {
        field,
      });
    }
    if (!parsed.data) return null;
    const logs = parsed.data.logs.map((l) => ({
      address: l.address.toLowerCase(),
      topics: l.topics,
      data: l.data,
      logIndex: Number(BigInt(l.logIndex)),
    }));
    // The logs section decodes with its emitters' sources: asked now, they are not a round trip after the receipt.
    for (const address of [...new Set(logs.map((l) => l.address))].slice(0, SOURCES_WITH_RECEIPT))
      this.source(chainId, address).catch(() => undefined);
    return { status: parsed.data.status === '0x0' ? 'reverted' : 'success', logs, rpcUrl: rpc.url };
  }

  async call(chainId: string, to: string, data: string, block: 'latest' | number): Promise<CallOutcome> {
    const rpc = await this.rpc(chainId);
    try {
      const result = await rpc.request('eth_call', [{ to, data }, block === 'latest' ? 'latest' : `0x${block.toString(16)}`]);
      if (typeof result !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(result)) {
        throw clientError(undefined, 'invalid-response', "The RPC's eth_call answer is not hex data", { field: 'result' });
      }
      return { ok: true, data: result };
    } catch (e) {
      if (!(e instanceof RpcCallError) || !(e.code === 3 || /revert/i.test(e.message))) throw toClientError(e);
      return { ok: false, reverted: true, reason: revertReason(e), ...(e.data ? { data: e.data.slice(0, 2 + 2 * 4096) } : {}) };
    }
  }

  /**
   * Kept in the offline archive as viewed, and read from it when the source server cannot be reached. A source asked
   * with its receipt is handed to the next call for it; a failure is not held.
   */
  source(chainId: string, address: string): Promise<ContractSource> {
    const profile = this.deps.profile();
    const key = `${profile.id}\n${profile.sourcifyUrl ?? ''}\n${chainId}\n${address.toLowerCase()}`;
    const held = this.sources.get(key);
    if (held) return held;
    const asked = this.askSource(chainId, address);
    this.sources.set(key, asked);
    const release = () => this.sources.get(key) === asked && this.sources.delete(key);
    asked.then(
      () => setTimeout(release, SOURCE_HELD_MS).unref(),
      () => release(),
    );
    return asked;
  }

  private async askSource(chainId: string, address: string): Promise<ContractSource> {
    const server = await this.sourcifyUrl();
    // The local service's port changes with each launch; its archive is the profile's whatever the port.
    const keptAs = this.deps.profile().kind === 'local' ? 'local' : server;
    return this.deps.connection.throughArchive(
      SOURCE_KIND,
      sourcePath(keptAs, chainId, address),
      () => fetchContractSource(server, chainId, address, this.deps.fetch),
      parseArchivedSource,
    );
  }

  private async ask(rpc: RpcClient, method: string, params: unknown[]): Promise<unknown> {
    try {
      return await rpc.request(method, params);
    } catch (e) {
      throw toClientError(e);
    }
  }

  private async sourcifyUrl(): Promise<string> {
    const profile = this.deps.profile();
    if (profile.sourcifyUrl) return profile.sourcifyUrl;
    return profile.kind === 'local' ? `${(await this.deps.connection.client()).dataUrl.replace(/\/+$/, '')}/sourcify` : PUBLIC_SOURCIFY_URL;
  }

  /** The chain's RPC client: the profile's URL for it, else the chain list's. */
  private async rpc(chainId: string): Promise<RpcClient> {
    const profile = this.deps.profile();
    let url = profile.rpcUrls?.[chainId];
    if (!url) {
      const { chains } = await this.deps.connection.request('listChains', {});
      url = chains?.find((c) => c.chainId === chainId)?.rpcUrl;
      if (!url)
        throw clientError(undefined, 'invalid-params', `Chain ${chainId} has no RPC URL in the chain list; name one in the profile`, {
          field: 'chainId',
        });
      // The local service's port changes every launch, and its chain list is kept across launches: its path, today's port.
      if (profile.kind === 'local') url = new URL(new URL(url).pathname, (await this.deps.connection.client()).dataUrl).toString();
    }
    const key = `${profile.id}\n${chainId}\n${url}`;
    let client = this.clients.get(key);
    if (!client) {
      client = new RpcClient(url, chainId, this.deps.fetch);
      this.clients.set(key, client);
    }
    return client;
  }
}

function toClientError(e: unknown) {
  if (e instanceof RpcCallError) return clientError(undefined, 'http', `The RPC answered with error ${e.code}: ${e.message.slice(0, 300)}`);
  return e;
}

/** A revert's reason: Error(string) decoded from its data, else the node's message. */
function revertReason(e: RpcCallError): string {
  const data = e.data ?? '';
  if (data.startsWith(ERROR_STRING) && data.length >= 10 + 128) {
    try {
      const length = Number(BigInt(`0x${data.slice(74, 138)}`));
      if (length <= 4096) return Buffer.from(data.slice(138, 138 + length * 2), 'hex').toString('utf8');
    } catch {
      // fall back to the message
    }
  }
  return e.message.replace(/^execution reverted:?\s*/i, '').slice(0, 300) || 'reverted without a reason';
}
