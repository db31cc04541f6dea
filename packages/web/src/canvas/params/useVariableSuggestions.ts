import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { variablesApi } from '../../api/variables.api.ts';
import type { EditorNode } from '../flow-conversion.ts';
import { useFlowEditor } from '../useFlowEditor.ts';
import { rowsOf } from './input-param.ts';
import { upstreamNodes } from './upstream-nodes.ts';

export interface VariableSuggestion {
  /** What the picker shows: a node's label, a variable's name. */
  readonly label: string;
  /** A second line: what kind of value it is. */
  readonly detail: string;
  /** What it inserts. */
  readonly value: string;
}

const BUILT_IN: readonly (readonly [string, string])[] = [
  ['question', "The user's question"],
  ['chat_history', 'The conversation so far'],
  ['current_date_time', 'The date and time of the run'],
  ['file_attachment', 'The text of the files attached to the question'],
];

/** The Start node's flow state keys (`$flow.state.x`), offered to every node of the flow. */
function stateSuggestions(nodes: readonly EditorNode[]): VariableSuggestion[] {
  return nodes
    .filter((node) => node.data.name === 'startAgentflow')
    .flatMap((node) =>
      rowsOf(node.data.inputs?.startState).flatMap((row) =>
        typeof row.key === 'string' && row.key !== ''
          ? [{ label: `$flow.state.${row.key}`, detail: 'Flow state', value: `{{ $flow.state.${row.key} }}` }]
          : [],
      ),
    );
}

/** The outputs of the nodes upstream of `nodeId`, by their labels. */
function outputSuggestions(
  nodes: readonly EditorNode[],
  edges: Parameters<typeof upstreamNodes>[1],
  nodeId: string,
) {
  return upstreamNodes(nodes, edges, nodeId)
    .filter((node) => node.data.name !== 'startAgentflow')
    .map((node) => ({
      label: node.data.label ?? node.data.name,
      detail: 'Node output',
      value: `{{ ${node.id} }}`,
    }));
}

function isSuggestion(value: unknown): value is VariableSuggestion {
  return (
    typeof value === 'object' && value !== null && 'label' in value && 'detail' in value && 'value' in value
  );
}

/**
 * What a text parameter can insert: the built-in variables, `$flow.state.x` from the Start node's state, the
 * outputs of the nodes upstream of the edited one (by label), and `$vars.x` from the workspace's variables.
 * Worked out only while the picker is `open` (text fields sit on many chatflow nodes; a drag must stay cheap).
 */
export function useVariableSuggestions(nodeId: string, open: boolean): VariableSuggestion[] {
  // As text: the store's selector answers a value equal from one change to the next when nothing it lists changed.
  const flowText = useFlowEditor((state) =>
    open
      ? JSON.stringify([
          ...stateSuggestions(state.nodes),
          ...outputSuggestions(state.nodes, state.edges, nodeId),
        ])
      : '[]',
  );
  const fromFlow = useMemo(() => {
    const parsed: unknown = JSON.parse(flowText);
    return Array.isArray(parsed) ? parsed.filter(isSuggestion) : [];
  }, [flowText]);
  const variables = useQuery({
    queryKey: ['variables'],
    queryFn: variablesApi.list,
    staleTime: 60_000,
    enabled: open,
  });
  return [
    ...BUILT_IN.map(([name, detail]) => ({ label: name, detail, value: `{{ ${name} }}` })),
    ...fromFlow,
    ...(variables.data ?? []).map((variable) => ({
      label: `$vars.${variable.name}`,
      detail: 'Variable',
      value: `{{ $vars.${variable.name} }}`,
    })),
  ];
}
