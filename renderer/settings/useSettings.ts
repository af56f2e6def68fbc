import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyStatus, ProfileInput, ProfilesState, Settings } from '../../shared/bridge/channels';
import { bridgeKeys } from '../api/queryKeys';
import { getBridge } from '../bridge';

/** Settings live in the main process; the renderer reads them through the bridge and caches them here. */
export function useSettings() {
  return useQuery(settingsQuery);
}

/** The settings query: read by the views, and started before React mounts (app/startup.ts). */
export const settingsQuery = queryOptions({
  queryKey: bridgeKeys.settings,
  queryFn: () => getBridge().settings.get(),
  staleTime: Infinity,
});

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Settings>) => getBridge().settings.update(patch),
    onSuccess: (settings) => queryClient.setQueryData(bridgeKeys.settings, settings),
  });
}

export function useProfiles() {
  return useQuery({ queryKey: bridgeKeys.profiles, queryFn: () => getBridge().profiles.list(), staleTime: Infinity });
}

/** Profile changes answer with the new list; switching profile also changes every API answer. */
export function useProfileActions() {
  const queryClient = useQueryClient();
  const done = (state: ProfilesState) => queryClient.setQueryData(bridgeKeys.profiles, state);
  const switched = async (state: ProfilesState) => {
    done(state);
    await queryClient.invalidateQueries({ queryKey: bridgeKeys.keyStatus });
    // Reset, not remove: views still on screen (the header's chain picker) would keep the old profile's answers.
    void queryClient.resetQueries({ queryKey: ['api'] });
  };
  return {
    // A saved URL can change whether the key is sent (it is bound to the origin it was entered for): ask again.
    save: useMutation({
      mutationFn: (a: { profile: ProfileInput; id?: string }) => getBridge().profiles.save(a.profile, a.id),
      onSuccess: switched,
    }),
    remove: useMutation({ mutationFn: (id: string) => getBridge().profiles.remove(id), onSuccess: switched }),
    activate: useMutation({ mutationFn: (id: string) => getBridge().profiles.activate(id), onSuccess: switched }),
  };
}

export function useKeyStatus() {
  return useQuery({ queryKey: bridgeKeys.keyStatus, queryFn: () => getBridge().key.status(), staleTime: Infinity });
}

export function useKeyActions() {
  const queryClient = useQueryClient();
  const done = (status: KeyStatus) => {
    queryClient.setQueryData(bridgeKeys.keyStatus, status);
    // A new key can change what the API answers (rate limits, access): ask again.
    void queryClient.invalidateQueries({ queryKey: ['api'] });
  };
  return {
    // gcTime 0: once ApiKeySection resets it, the mutation (whose variables are the key) leaves the cache at once.
    set: useMutation({ mutationFn: (key: string) => getBridge().key.set(key), onSuccess: done, gcTime: 0 }),
    clear: useMutation({ mutationFn: () => getBridge().key.clear(), onSuccess: done }),
  };
}
