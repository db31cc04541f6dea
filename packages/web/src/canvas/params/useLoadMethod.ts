import { CREDENTIAL_ID_MARKER, type NodeOption } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { nodesApi } from '../../api/nodes.api.ts';
import { ReadOnlyNodeContext } from '../runnable-nodes.ts';
import { useFlowEditorStore } from '../useFlowEditorStore.ts';
import { useLoadMethodTarget, type LoadMethodTarget } from './load-method-target.ts';

/** What a target's answer depends on: its type, credential and server address (not e.g. its temperature). */
function targetKey(target: LoadMethodTarget | undefined): readonly unknown[] | undefined {
  if (!target) return undefined;
  const { inputs } = target;
  return [target.nodeName, inputs[CREDENTIAL_ID_MARKER], inputs.basePath, inputs.basepath, inputs.baseUrl];
}

/** The options of an async parameter, from `POST /node-load-method/{name}` with the node and its upstream nodes. */
export function useLoadMethod(
  nodeId: string,
  loadMethod: string | undefined,
  credentialNames?: readonly string[],
): UseQueryResult<NodeOption[]> {
  const store = useFlowEditorStore();
  const target = useLoadMethodTarget();
  // A node shown read-only (its type does not run here) has no pickers on the server; its credentials still show.
  const readOnly = useContext(ReadOnlyNodeContext) && loadMethod !== 'listCredentials';
  return useQuery({
    queryKey: ['node-load-method', nodeId, loadMethod, credentialNames, targetKey(target)],
    enabled: loadMethod !== undefined && !readOnly,
    staleTime: 30_000,
    queryFn: () => {
      const { nodes, edges } = store.getState();
      const node = nodes.find((candidate) => candidate.id === nodeId);
      const upstream = new Set(edges.filter((edge) => edge.target === nodeId).map((edge) => edge.source));
      const previousNodes = nodes
        .filter((candidate) => upstream.has(candidate.id) || candidate.data.name === 'startAgentflow')
        .map((candidate) => ({
          id: candidate.id,
          name: candidate.data.name,
          label: candidate.data.label,
          inputs: candidate.data.inputs,
        }));
      return nodesApi.loadMethod(target?.nodeName ?? node?.data.name ?? '', {
        loadMethod: loadMethod ?? '',
        inputs: target ? { ...target.inputs } : node?.data.inputs,
        previousNodes,
        currentNode: node
          ? { id: node.id, name: node.data.name, label: node.data.label, inputs: node.data.inputs }
          : undefined,
        ...(credentialNames ? { credentialNames: [...credentialNames] } : {}),
      });
    },
  });
}
