import type { MarketplaceTemplate, SaveCustomTemplateRequest } from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { marketplaceApi } from '../../api/marketplace.api.ts';

export const BUILTIN_TEMPLATES_KEY = ['marketplace', 'templates'] as const;
export const CUSTOM_TEMPLATES_KEY = ['marketplace', 'custom'] as const;

/** The templates shipped with Loomflow; they only change with the server, so read once per session. */
export function useBuiltinTemplates(enabled: boolean): UseQueryResult<MarketplaceTemplate[]> {
  return useQuery({
    queryKey: BUILTIN_TEMPLATES_KEY,
    queryFn: marketplaceApi.templates,
    enabled,
    staleTime: Infinity,
  });
}

export function useCustomTemplates(enabled: boolean): UseQueryResult<MarketplaceTemplate[]> {
  return useQuery({ queryKey: CUSTOM_TEMPLATES_KEY, queryFn: marketplaceApi.custom, enabled });
}

export function useSaveCustomTemplate(): UseMutationResult<
  MarketplaceTemplate,
  Error,
  SaveCustomTemplateRequest
> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marketplaceApi.saveCustom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_TEMPLATES_KEY }),
  });
}

export function useDeleteCustomTemplate(): UseMutationResult<void, Error, string> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marketplaceApi.removeCustom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_TEMPLATES_KEY }),
  });
}
