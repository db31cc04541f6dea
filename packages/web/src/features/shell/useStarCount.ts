import { useQuery } from '@tanstack/react-query';
import { publicServicesApi } from '../../api/public-services.api.ts';
import { PUBLIC_SERVICES } from '../../constants/public-services.ts';

/** The repository's star count, or undefined while unknown, turned off or failed (the failure is logged). */
export function useStarCount(enabled: boolean): number | undefined {
  const url = PUBLIC_SERVICES.repositoryApiUrl;
  const stars = useQuery({
    queryKey: ['public-services', 'stars', url],
    queryFn: async () => {
      if (url === null) throw new Error('no repository service configured');
      try {
        return await publicServicesApi.starCount(url);
      } catch (error: unknown) {
        console.error('Could not load the star count; the badge stays hidden', error);
        throw error;
      }
    },
    enabled: enabled && url !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return stars.data;
}
