/**
 * The native asset (AVAX) of each network: fixed protocol ids from gaps.md, the X-Chain page's
 * default asset. (The local service's catalog holds the same ids for its side.)
 */
export const AVAX_ASSET_ID = {
  mainnet: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
  fuji: 'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
} as const;
