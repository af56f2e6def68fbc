import { readFileSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SimNetwork } from '../sim/catalog';
import { blsCredentialsOf, rememberBlsCredentials, type BlsCredentials } from '../sim/primary/blsKeys';
import { networkLabel } from '../sim/primary/network';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { nodesWithBlsCredentials } from '../sim/primary/validatorSets';

/** In the service's data folder: the nodes' blsCredentials by network, and which networks have all of theirs. */
export const BLS_CREDENTIALS_FILE = 'bls-credentials.json';
const NETWORKS: SimNetwork[] = ['mainnet', 'fuji'];
/** Proofs computed between two saves: a service stopped early keeps most of what it computed. */
const SAVE_EVERY = 16;
const PUBLIC_KEY = /^0x[0-9a-f]{96}$/;
const PROOF = /^0x[0-9a-f]{192}$/;

interface Stored {
  /** Network label (seed:network) -> node id -> its credentials. */
  networks: Record<string, Record<string, BlsCredentials>>;
  /** The network labels whose every node is in `networks`. */
  complete: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored networks, or undefined when the text is not a whole file of this store (damaged, cut short, another version). */
export function parseStoredCredentials(text: string): Stored | undefined {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(file) || file.version !== 1 || !isRecord(file.networks)) return undefined;
  if (!Array.isArray(file.complete) || !file.complete.every((n) => typeof n === 'string')) return undefined;
  for (const nodes of Object.values(file.networks)) {
    if (!isRecord(nodes)) return undefined;
    for (const c of Object.values(nodes))
      if (
        !isRecord(c) ||
        typeof c.publicKey !== 'string' ||
        !PUBLIC_KEY.test(c.publicKey) ||
        typeof c.proofOfPossession !== 'string' ||
        !PROOF.test(c.proofOfPossession)
      )
        return undefined;
  }
  return { networks: file.networks as Stored['networks'], complete: file.complete as string[] };
}

/**
 * A pause between two proofs: requests that arrived meanwhile are answered first, and work that goes on over many
 * turns (a module import, a long answer) keeps most of the thread while the store fills.
 */
const PAUSE_MS = 20;
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, PAUSE_MS));

/**
 * The validators' BLS credentials, kept in the service's data folder. A proof of possession costs a G2 hash and
 * signature per node; they are read back at start, and when a data folder has none yet `fill()` computes them after
 * the start, one at a time with a pause between, so a request finds them ready instead of computing them.
 */
export class BlsCredentialStore {
  private readonly file: string;
  private stored: Stored = { networks: {}, complete: [] };
  private stopped = false;
  private readonly stopping = new AbortController();
  private filling: Promise<void> | undefined;

  /**
   * `quiet`: resolves at a moment the app asks nothing (rejects once `signal` aborts). A network no request has built
   * yet is built for its nodes only then: the build holds the service's thread in one piece, and a click made while
   * the app is in use would wait for it (bench/NOTES.md, navigation's fifth pass).
   */
  constructor(
    dataDir: string,
    private readonly nets: PrimaryNetworks,
    private readonly log: (message: string) => void = console.warn,
    private readonly quiet: (signal: AbortSignal) => Promise<void> = async () => {},
  ) {
    this.file = join(dataDir, BLS_CREDENTIALS_FILE);
    let text: string | undefined;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return;
    }
    const stored = parseStoredCredentials(text);
    if (!stored) {
      this.log(`[service] ${this.file} is damaged; the validators' BLS credentials are computed again`);
      return;
    }
    this.stored = stored;
    for (const [network, nodes] of Object.entries(stored.networks))
      for (const [nodeId, credentials] of Object.entries(nodes)) rememberBlsCredentials(`${network}:${nodeId}`, credentials);
  }

  /** Whether every node of `network` was read from the data folder or computed by fill(). */
  has(network: SimNetwork): boolean {
    return this.stored.complete.includes(networkLabel(this.nets.seed, network));
  }

  /** Computes the credentials of each network not stored yet and saves them; resolves when done (or stopped). */
  fill(): Promise<void> {
    return (this.filling ??= this.fillMissing());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await this.filling;
  }

  private async fillMissing(): Promise<void> {
    for (const network of NETWORKS) {
      if (this.has(network)) continue;
      await nextTurn();
      if (!this.nets.isBuilt(network)) {
        try {
          await this.quiet(this.stopping.signal);
        } catch {
          return;
        }
      }
      if (this.stopped) return;
      const sim = this.nets.sim(network);
      const nodes = (this.stored.networks[sim.label] ??= {});
      let unsaved = 0;
      for (const nodeId of nodesWithBlsCredentials(sim)) {
        if (nodes[nodeId]) continue;
        await nextTurn();
        if (this.stopped) break;
        nodes[nodeId] = blsCredentialsOf(`${sim.label}:${nodeId}`);
        if (++unsaved === SAVE_EVERY) {
          await this.save();
          unsaved = 0;
        }
      }
      if (this.stopped) {
        if (unsaved) await this.save();
        return;
      }
      this.stored.complete.push(sim.label);
      await this.save();
    }
  }

  /** Written whole or not at all: a temporary file, flushed to disk, renamed over the old one. */
  private async save(): Promise<void> {
    const tmp = `${this.file}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(this.file), { recursive: true, mode: 0o700 });
      const handle = await open(tmp, 'w', 0o600);
      try {
        await handle.writeFile(JSON.stringify({ version: 1, ...this.stored }));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, this.file);
    } catch (e) {
      await rm(tmp, { force: true });
      this.log(`[service] the validators' BLS credentials could not be saved: ${(e as Error).message}`);
    }
  }
}
