import type {
  CreateDocumentStoreRequest,
  DocumentStore,
  NodeDefinition,
  UpdateDocumentStoreRequest,
} from '@loomflow/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { documentStoreApi } from '../../api/document-store.api.ts';
import type { ComponentCategory } from '../../api/document-store.api.ts';
import { resourceHooks, type ResourceUpdate } from '../../api/resource-hooks.ts';

export const DOCUMENT_STORES_QUERY_KEY = ['document-stores'] as const;

export const storeQueryKey = (id: string) => [...DOCUMENT_STORES_QUERY_KEY, id] as const;

const stores = resourceHooks<
  DocumentStore,
  CreateDocumentStoreRequest,
  DocumentStore,
  UpdateDocumentStoreRequest
>(DOCUMENT_STORES_QUERY_KEY, { ...documentStoreApi, remove: (id) => documentStoreApi.remove(id, false) });

export type UpdateStoreVariables = ResourceUpdate<UpdateDocumentStoreRequest>;
export const useDocumentStores = stores.useList;
/** Every store query (list and single stores) is read again. */
export const useInvalidateStores = stores.useInvalidate;
export const useCreateStore = stores.useCreate;
export const useUpdateStore = stores.useUpdate;

export function useDocumentStore(id: string): UseQueryResult<DocumentStore> {
  return useQuery({ queryKey: storeQueryKey(id), queryFn: () => documentStoreApi.get(id) });
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
