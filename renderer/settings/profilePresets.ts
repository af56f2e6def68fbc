import type { ProfileInput } from '../../shared/bridge/channels';

/**
 * Templates Settings offers for a new profile. The public Data API serves callers without a key
 * at a lower rate, so its key stays optional; it reads the key from x-glacier-api-key.
 */
export const PROFILE_PRESETS: { label: string; profile: ProfileInput }[] = [
  {
    label: 'Public Data API',
    profile: {
      name: 'Public Data API',
      dataUrl: 'https://data-api.avax.network',
      metricsUrl: 'https://metrics.avax.network',
      defaultNetwork: 'mainnet',
      keyHeader: 'x-glacier-api-key',
    },
  },
];
