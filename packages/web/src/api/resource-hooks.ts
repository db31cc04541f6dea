import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';

/** The list/create/update/remove calls of one kind of workspace item. */
export interface ResourceApi<Item, CreateRequest, Created, UpdateRequest> {
  readonly list: () => Promise<Item[]>;
  readonly create: (request: CreateRequest) => Promise<Created>;
  readonly update: (id: string, changes: UpdateRequest) => Promise<Item>;
  readonly remove: (id: string) => Promise<void>;
}

/** What an edit mutation is given: the item and its changes. */
export interface ResourceUpdate<UpdateRequest> {
  readonly id: string;
  readonly changes: UpdateRequest;
}

export interface ResourceHooks<Item, CreateRequest, Created, UpdateRequest> {
  readonly useList: () => UseQueryResult<Item[]>;
  /** Re-reads every query under the resource's key (the list and anything kept below it). */
  readonly useInvalidate: () => () => Promise<void>;
  readonly useCreate: () => UseMutationResult<Created, Error, CreateRequest>;
  readonly useUpdate: () => UseMutationResult<Item, Error, ResourceUpdate<UpdateRequest>>;
  readonly useDelete: () => UseMutationResult<void, Error, string>;
}

/**
 * The React Query hooks of a workspace list page: read the list, and create, edit or delete an item, each change
 * reading again every query under `queryKey`. `listKey` (default: `queryKey`) is where the list itself is kept.
 */
export function resourceHooks<Item, CreateRequest, Created, UpdateRequest>(
  queryKey: QueryKey,
  api: ResourceApi<Item, CreateRequest, Created, UpdateRequest>,
  listKey: QueryKey = queryKey,
): ResourceHooks<Item, CreateRequest, Created, UpdateRequest> {
  const useInvalidate = (): (() => Promise<void>) => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey });
  };
  return {
    useList: () => useQuery({ queryKey: listKey, queryFn: api.list }),
    useInvalidate,
    useCreate: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: api.create, onSuccess: invalidate });
    },
    useUpdate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, changes }: ResourceUpdate<UpdateRequest>) => api.update(id, changes),
        onSuccess: invalidate,
      });
    },
    useDelete: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: api.remove, onSuccess: invalidate });
    },
  };
}
