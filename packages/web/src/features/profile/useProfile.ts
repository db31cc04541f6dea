import type { PublicUser, UpdateProfileRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { userApi } from '../../api/user.api.ts';
import { useAuthStore } from '../../stores/auth.store.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The signed-in user's profile as the server has it (`GET /user?id`). */
export function useProfile(): UseQueryResult<PublicUser> {
  const userId = useAuthStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...PROFILE_QUERY_KEY, userId],
    queryFn: () => userApi.get(userId ?? ''),
    enabled: userId !== undefined,
  });
}

/** `PUT /user`; on success the auth state takes the new name and email (spec §4). */
export function useUpdateProfile(): UseMutationResult<PublicUser, Error, UpdateProfileRequest> {
  const queryClient = useQueryClient();
  const updateProfile = useAuthStore((state) => state.updateProfile);
  return useMutation({
    mutationFn: userApi.update,
    onSuccess: async (user) => {
      updateProfile({ name: user.name, email: user.email });
      queryClient.setQueryData([...PROFILE_QUERY_KEY, user.id], user);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
