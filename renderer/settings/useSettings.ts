import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeyStatus, ProfileInput, ProfilesState, Settings } from '../../shared/bridge/channels';
import { bridgeKeys } from '../api/queryKeys';
import { getBridge } from '../bridge';

/** Settings live in the main process; the renderer reads them through the bridge and caches them here. */
export function useSettings() {
  return useQuery({ queryKey: bridgeKeys.settings, queryFn: () => getBridge().settings.get(), staleTime: Infinity });
}

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
    save: useMutation({ mutationFn: (a: { profile: ProfileInput; id?: string }) => getBridge().profiles.save(a.profile, a.id), onSuccess: done }),
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
    set: useMutation({ mutationFn: (key: string) => getBridge().key.set(key), onSuccess: done }),
    clear: useMutation({ mutationFn: () => getBridge().key.clear(), onSuccess: done }),
  };
}
