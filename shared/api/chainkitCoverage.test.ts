import { describe, expect, it } from 'vitest';
import chainkit from '../../test/realApi/chainkitEndpoints.json';
import { ENDPOINT_IDS, endpoints } from './endpoints';

/**
 * The local service answers every endpoint of the real Data API and Metrics API: the endpoint table against the
 * 101 endpoints of the official SDK (test/realApi/chainkitEndpoints.json names its source). Path parameter names may
 * differ between the SDK and the table; the method and the path's shape may not.
 */
const shape = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;
const table = new Set(ENDPOINT_IDS.map((id) => shape(endpoints[id].method, endpoints[id].path)));
/** In the interface Ridgeline was asked for, not in the SDK: the older metrics deployment's TPS series. */
const NOT_IN_CHAINKIT = new Set(['GET /v1/avg_tps/{}']);

describe("the endpoint table against chainkit 0.3.13's endpoints", () => {
  it('the fixture holds the 101 endpoints, each once', () => {
    expect(chainkit.endpoints).toHaveLength(101);
    expect(new Set(chainkit.endpoints.map((e) => shape(e.method, e.path))).size).toBe(101);
  });

  it('has a row for every chainkit endpoint (the list names those missing)', () => {
    const missing = chainkit.endpoints
      .filter((e) => !table.has(shape(e.method, e.path)))
      .map((e) => `${e.method} ${e.path} (${e.function})`);
    expect(missing).toEqual([]);
  });

  it('has no row beyond them but the interface’s own', () => {
    const sdk = new Set(chainkit.endpoints.map((e) => shape(e.method, e.path)));
    expect([...table].filter((k) => !sdk.has(k) && !NOT_IN_CHAINKIT.has(k))).toEqual([]);
  });
});
