import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The keys file (`--keys FILE`):
 * { "requireKey": true, "keys": [ { "key": "…", "status": "valid" }, { "key": "…", "status": "forbidden" } ] }
 * Only a listed valid key gets its own, larger rate bucket. With no keys listed, a key is not
 * checked and shares the anonymous bucket: inventing keys must not multiply the allowance.
 */
export const KeysConfig = z.strictObject({
  requireKey: z.boolean().default(false),
  keys: z
    .array(
      z.strictObject({
        key: z.string().min(8, 'must be at least 8 characters').max(256),
        status: z.enum(['valid', 'forbidden']).default('valid'),
        label: z.string().max(100).optional(),
      }),
    )
    .default([]),
});
export type KeysConfigInput = z.input<typeof KeysConfig>;
export type KeysConfig = z.output<typeof KeysConfig>;

export const API_KEY_HEADER = 'x-service-api-key';

export type KeyCheck =
  | { kind: 'anonymous' }
  /** `id` is a hash of the key: buckets and logs never hold the key itself. */
  | { kind: 'key'; id: string; label?: string }
  | { kind: 'denied'; statusCode: 401 | 403; message: string };

// Node's native sha256: every request with a key is hashed.
const keyId = (key: string) => createHash('sha256').update(`ridgeline:api-key:${key}`).digest('hex').slice(0, 32);

export class ApiKeys {
  private readonly statuses = new Map<string, 'valid' | 'forbidden'>();
  private readonly labels = new Map<string, string>();
  private readonly requireKey: boolean;

  constructor(config: KeysConfigInput = {}) {
    const parsed = KeysConfig.parse(config);
    this.requireKey = parsed.requireKey;
    for (const k of parsed.keys) {
      this.statuses.set(keyId(k.key), k.status);
      if (k.label) this.labels.set(keyId(k.key), k.label);
    }
  }

  check(header: string | string[] | undefined): KeyCheck {
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) {
      return this.requireKey
        ? { kind: 'denied', statusCode: 401, message: `An API key is required: send it in the ${API_KEY_HEADER} header` }
        : { kind: 'anonymous' };
    }
    if (this.statuses.size === 0) return { kind: 'anonymous' };
    const id = keyId(key);
    const status = this.statuses.get(id);
    if (status === 'valid') return { kind: 'key', id, label: this.labels.get(id) };
    if (status === 'forbidden') return { kind: 'denied', statusCode: 403, message: 'This API key is not allowed to use this service' };
    return { kind: 'denied', statusCode: 401, message: `The API key in ${API_KEY_HEADER} is not recognized` };
  }
}

/** Reads and validates a keys file; the error names the file and the bad field, never a key. */
export async function loadKeysFile(path: string): Promise<KeysConfig> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new Error(`keys file ${path}: ${e instanceof SyntaxError ? 'is not valid JSON' : (e as Error).message}`);
  }
  const r = KeysConfig.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`keys file ${path}: ${issue.path.join('.') || 'root'} ${issue.message}`);
  }
  return r.data;
}
