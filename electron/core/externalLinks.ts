/**
 * Hosts the app links to (block explorers, documentation): their https links open in the system
 * browser at once. Any other https host is opened only after the person confirms, with the host
 * named; anything else (http, file:, custom schemes) never leaves the app.
 */
export const TRUSTED_LINK_HOSTS = [
  'snowtrace.io',
  'subnets.avax.network',
  'subnets-test.avax.network',
  'avascan.info',
  'build.avax.network',
  'docs.avax.network',
  'github.com',
];

export type LinkDecision = { kind: 'open'; url: string } | { kind: 'confirm'; url: string; host: string } | { kind: 'refuse' };

export function externalLinkDecision(url: string): LinkDecision {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'refuse' };
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return { kind: 'refuse' };
  const host = parsed.hostname.toLowerCase();
  const trusted = TRUSTED_LINK_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  return trusted ? { kind: 'open', url: parsed.toString() } : { kind: 'confirm', url: parsed.toString(), host };
}
