import type {
  CreateDocumentStoreRequest,
  DocumentStore,
  NodeDefinition,
  UpdateDocumentStoreRequest,
} from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { documentStoreApi } from '../../api/document-store.api.ts';
import type { ComponentCategory } from '../../api/document-store.api.ts';

export const DOCUMENT_STORES_QUERY_KEY = ['document-stores'] as const;

export const storeQueryKey = (id: string) => [...DOCUMENT_STORES_QUERY_KEY, id] as const;

export function useDocumentStores(): UseQueryResult<DocumentStore[]> {
  return useQuery({ queryKey: DOCUMENT_STORES_QUERY_KEY, queryFn: documentStoreApi.list });
}

export function useDocumentStore(id: string): UseQueryResult<DocumentStore> {
  return useQuery({ queryKey: storeQueryKey(id), queryFn: () => documentStoreApi.get(id) });
}

/** Every store query (list and single stores) is read again. */
export function useInvalidateStores(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DOCUMENT_STORES_QUERY_KEY });
}

export function useCreateStore(): UseMutationResult<DocumentStore, Error, CreateDocumentStoreRequest> {
  const invalidate = useInvalidateStores();
  return useMutation({ mutationFn: documentStoreApi.create, onSuccess: invalidate });
}

export interface UpdateStoreVariables {
  readonly id: string;
  readonly changes: UpdateDocumentStoreRequest;
}

export function useUpdateStore(): UseMutationResult<DocumentStore, Error, UpdateStoreVariables> {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateStoreVariables) => documentStoreApi.update(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteStore(): UseMutationResult<void, Error, { id: string; force: boolean }> {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: ({ id, force }: { id: string; force: boolean }) => documentStoreApi.remove(id, force),
    onSuccess: invalidate,
  });
}

/** The node types of one kind of component this server can run, by label. */
export function useComponentDefinitions(category: ComponentCategory): {
  readonly definitions: NodeDefinition[];
  readonly isPending: boolean;
  readonly error: Error | null;
} {
  const components = useQuery({
    queryKey: ['document-store-components', category],
    queryFn: () => documentStoreApi.components(category),
    staleTime: Infinity,
  });
  const definitions = [...(components.data ?? [])].sort((a, b) => a.label.localeCompare(b.label));
  return { definitions, isPending: components.isPending, error: components.error };
}
