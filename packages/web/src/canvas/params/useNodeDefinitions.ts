import type { NodeDefinition } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { nodesApi } from '../../api/nodes.api.ts';

/** Every node type (`GET /nodes`), fetched once per session. */
export function useNodeDefinitions(): UseQueryResult<NodeDefinition[]> {
  return useQuery({ queryKey: ['nodes'], queryFn: nodesApi.list, staleTime: Infinity });
}
