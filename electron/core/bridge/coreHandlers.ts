import type { EndpointId, EndpointParams } from '../../../shared/api/endpoints';
import { clientError } from '../apiClient/apiError';
import { InputError } from '../inputError';
import { isCleartextRemote, keyOrigin } from '../stores/keyOrigin';
import { keyStatus } from '../stores/keyVault';
import type { CoreServices } from '../coreServices';
import { Cancellations } from './cancellations';
import { remoteWebhookUrlError } from './webhookUrl';
import type { ChannelHandler } from './registry';

type CoreChannel =
  | 'api:request'
  | 'api:cancel'
  | 'api:promote'
  | 'settings:get'
  | 'settings:update'
  | 'profiles:list'
  | 'profiles:save'
  | 'profiles:remove'
  | 'profiles:activate'
  | 'key:status'
  | 'key:set'
  | 'key:clear'
  | 'service:status';

export function coreHandlers(s: CoreServices): { [C in CoreChannel]: ChannelHandler<C> } {
  const requests = new Cancellations();
  // By the same request id: a background request's promotion, aborted when a view comes to wait for it (also when it arrives first).
  const promotions = new Cancellations();
  const activeId = () => s.profiles.active().id;

  return {
    'api:request': async ({ requestId, endpointId, params, background }) => {
      const send = (promote?: AbortSignal) =>
        requests.run(requestId, (signal) => {
          if (signal.aborted) throw clientError(endpointId, 'cancelled', 'The request was cancelled.');
          const refused = remoteWebhookUrlError(endpointId as EndpointId, params, s.profiles.active());
          if (refused) throw refused;
          // The renderer's background requests are lists prefetched for a link the pointer rests on: a view is likely soon.
          const options = promote ? { signal, background: true, viewLikely: true, promote } : { signal };
          return s.connection.request(endpointId as EndpointId, params as EndpointParams<EndpointId>, options);
        });
      // Only background work waits behind the view's, so only it has a promotion to register.
      return background ? promotions.run(requestId, send) : send();
    },
    'api:cancel': async ({ requestId }) => (requests.cancel(requestId), null),
    'api:promote': async ({ requestId }) => (promotions.cancel(requestId), null),
    'settings:get': async () => s.settings.get(),
    'settings:update': async (patch) => s.settings.update(patch),
    'profiles:list': async () => s.profiles.state(),
    'profiles:save': async ({ id, profile }) => {
      // A key is never sent in clear text: while one is set, only https (or loopback http) is accepted.
      if (id !== undefined && s.vault.get(id) !== undefined && isCleartextRemote(profile.dataUrl)) {
        throw new InputError(
          'profile.dataUrl',
          'Data API URL must use https while an API key is set: plain http would send the key unencrypted to another machine.',
        );
      }
      // The key stays bound to the origin it was entered for (keyForProfile): a new origin gets no key until it is entered again.
      const savedId = await s.profiles.save(profile, id);
      // Editing the active profile changes its URLs: reconnect.
      if (savedId === activeId()) s.connection.activate(s.profiles.active());
      return s.profiles.state();
    },
    'profiles:remove': async ({ id }) => {
      const wasActive = id === activeId();
      await s.profiles.remove(id);
      await s.vault.clear(id);
      if (wasActive) s.connection.activate(s.profiles.active());
      return s.profiles.state();
    },
    'profiles:activate': async ({ id }) => {
      await s.profiles.activate(id);
      s.connection.activate(s.profiles.active());
      return s.profiles.state();
    },
    'key:status': async () => keyStatus(s.vault, s.profiles.active()),
    'key:set': async ({ key }) => {
      const profile = s.profiles.active();
      if (profile.dataUrl && isCleartextRemote(profile.dataUrl)) {
        throw new InputError(
          'key',
          "The active profile's Data API URL uses plain http to another machine; change it to https before setting a key.",
        );
      }
      await s.vault.set(profile.id, key, keyOrigin(profile));
      return keyStatus(s.vault, profile);
    },
    'key:clear': async () => {
      await s.vault.clear(activeId());
      return keyStatus(s.vault, s.profiles.active());
    },
    'service:status': async () => s.connection.status(),
  };
}
