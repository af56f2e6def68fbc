import type { Profile } from '../../../shared/bridge/channels';

/**
 * The origin a profile's key is bound to. The local profile's service is started by the app
 * itself on a port chosen at launch, so its key is bound to the profile, not to a URL.
 */
export const LOCAL_KEY_ORIGIN = 'ridgeline:local';

export function keyOrigin(profile: Profile): string {
  if (profile.kind === 'local' || !profile.dataUrl) return LOCAL_KEY_ORIGIN;
  return new URL(profile.dataUrl).origin;
}

/** 127.0.0.0/8, ::1 and localhost: traffic that never leaves the machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** A URL a key must never be sent to: plain http to another machine, where anyone on the way can read it. */
export function isCleartextRemote(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname);
}
