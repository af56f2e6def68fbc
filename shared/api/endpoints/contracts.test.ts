import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, endpoints, type EndpointDef } from '../endpoints';

/** Every source file under `dir` (not tests): what the app runs. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const aliases = ENDPOINT_IDS.filter((id) => (endpoints[id] as EndpointDef).aliasOf);

describe('the deprecated paths (rows with aliasOf)', () => {
  it('are the six the real API still answers', () => {
    expect(aliases.map((id) => endpoints[id].path).sort()).toEqual([
      '/v1/chains/address/{address}',
      '/v1/chains/allBlocks',
      '/v1/chains/allTransactions',
      '/v1/teleporter/addresses/{address}/messages',
      '/v1/teleporter/messages',
      '/v1/teleporter/messages/{messageId}',
    ]);
  });

  it.each(aliases)('%s takes and answers what the row it stands for does', (id) => {
    const row = endpoints[id] as EndpointDef;
    const target = endpoints[row.aliasOf as keyof typeof endpoints] as EndpointDef;
    expect(Object.keys(endpoints), id).toContain(row.aliasOf);
    expect(target.aliasOf).toBeUndefined();
    expect([row.method, row.response, row.pathParams, row.query, row.page]).toEqual([
      target.method,
      target.response,
      target.pathParams,
      target.query,
      target.page,
    ]);
  });

  it('are used by no part of the app: the renderer and the main process read the rows they stand for', () => {
    const files = [...sources('renderer'), ...sources('electron')];
    for (const id of aliases) {
      const users = files.filter((f) => new RegExp(`['"\`]${id}['"\`]`).test(readFileSync(f, 'utf8')));
      expect(users, id).toEqual([]);
    }
  });
});
