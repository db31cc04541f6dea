import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

const MAX_RETRIES = 2;

/** Server state cache. Client errors (4xx) are answers, not glitches: they are never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
