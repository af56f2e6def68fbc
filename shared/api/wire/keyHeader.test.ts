import { describe, expect, it } from 'vitest';
import { ProfileInput } from '../../bridge/channels';

const profile = {
  name: 'Real API',
  dataUrl: 'https://data-api.avax.network',
  metricsUrl: 'https://metrics.avax.network',
  defaultNetwork: 'mainnet',
};

describe("a profile's key header", () => {
  it('is optional (older profiles have none) and accepts the known names and any header token, in lower case', () => {
    expect(ProfileInput.parse(profile).keyHeader).toBeUndefined();
    expect(ProfileInput.parse({ ...profile, keyHeader: 'x-glacier-api-key' }).keyHeader).toBe('x-glacier-api-key');
    expect(ProfileInput.parse({ ...profile, keyHeader: ' X-Api-Key ' }).keyHeader).toBe('x-api-key');
  });

  it('refuses what is not a header name, or one the app sets itself, naming the field', () => {
    for (const bad of ['x api key', 'x-key:1', '', 'Content-Type', 'a'.repeat(65), 'x-ключ']) {
      const r = ProfileInput.safeParse({ ...profile, keyHeader: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error!.issues[0].path).toEqual(['keyHeader']);
    }
  });
});
