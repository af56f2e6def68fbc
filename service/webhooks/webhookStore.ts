import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CreateWebhookBody } from '../../shared/api/webhooks';

/** A webhook as stored: the create request's fields, normalised, with its id, status and creation time (epoch seconds). */
export type StoredWebhook = CreateWebhookBody & {
  id: string;
  status: 'active' | 'inactive';
  createdAt: number;
  name: string;
  description: string;
};

interface Account {
  /** The shared secret that signs this key's deliveries (the service must hold it to sign). */
  secret?: string;
  webhooks: StoredWebhook[];
}

/**
 * The webhooks and shared secret of each key (the keyless under their own name), kept in `<dataDir>/webhooks.json`
 * and written whole (temp file, then rename) after each change, one write at a time.
 */
export class WebhookStore {
  private readonly accounts = new Map<string, Account>();
  private readonly file: string;
  private writing: Promise<void> = Promise.resolve();

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.file = join(dataDir, 'webhooks.json');
    try {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Account>;
      for (const [owner, account] of Object.entries(saved)) this.accounts.set(owner, account);
    } catch {
      // None saved yet (or unreadable: the service starts without them rather than not at all).
    }
  }

  account(owner: string): Account {
    let a = this.accounts.get(owner);
    if (!a) this.accounts.set(owner, (a = { webhooks: [] }));
    return a;
  }

  all(): Iterable<[string, Account]> {
    return this.accounts.entries();
  }

  create(owner: string, body: CreateWebhookBody, nowSec: number): StoredWebhook {
    const account = this.account(owner);
    const hook: StoredWebhook = {
      ...body,
      id: randomUUID(),
      status: 'active',
      createdAt: nowSec,
      name: body.name ?? '',
      description: body.description ?? '',
    };
    account.webhooks.push(hook);
    // Every delivery is signed: a key's first webhook gets a shared secret if it has none.
    account.secret ??= newSecret();
    this.save();
    return hook;
  }

  rotateSecret(owner: string): string {
    const account = this.account(owner);
    account.secret = newSecret();
    this.save();
    return account.secret;
  }

  remove(owner: string, id: string): void {
    const account = this.account(owner);
    account.webhooks = account.webhooks.filter((w) => w.id !== id);
    this.save();
  }

  /** Resolves once every change so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  save(): Promise<void> {
    const json = JSON.stringify(Object.fromEntries(this.accounts));
    this.writing = this.writing.then(async () => {
      const tmp = `${this.file}.${process.pid}.tmp`;
      await writeFile(tmp, json, { mode: 0o600 });
      await rename(tmp, this.file);
    });
    return this.writing;
  }
}

const newSecret = () => randomBytes(32).toString('hex');
