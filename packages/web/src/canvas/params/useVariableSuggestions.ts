import { useQuery } from '@tanstack/react-query';
import { variablesApi } from '../../api/variables.api.ts';
import { useShallow } from 'zustand/react/shallow';
import type { EditorNode } from '../flow-conversion.ts';
import { useFlowEditor } from '../useFlowEditor.ts';
import { rowsOf } from './input-param.ts';

export interface VariableSuggestion {
  readonly label: string;
  readonly value: string;
}

/** The variables one node offers: the Start node its flow state, every other node its output. */
function nodeSuggestions(node: EditorNode): string[] {
  if (node.type === 'stickyNote') return [];
  if (node.data.name !== 'startAgentflow') return [`{{ ${node.id} }}`];
  return rowsOf(node.data.inputs?.startState).flatMap((row) =>
    typeof row.key === 'string' ? [`{{ $flow.state.${row.key} }}`] : [],
  );
}

const BUILT_IN = ['question', 'chat_history', 'current_date_time', 'file_attachment'];

/**
 * What a text parameter can insert: the built-in variables, `$flow.state.x` from the Start node's state,
 * `$vars.x` from the workspace's variables, and the outputs of the other nodes of the flow.
 */
export function useVariableSuggestions(nodeId: string): VariableSuggestion[] {
  const fromNodes = useFlowEditor(
    useShallow((state) => state.nodes.flatMap((node) => (node.id === nodeId ? [] : nodeSuggestions(node)))),
  );
  const variables = useQuery({ queryKey: ['variables'], queryFn: variablesApi.list, staleTime: 60_000 });
  const suggestions: VariableSuggestion[] = BUILT_IN.map((name) => ({ label: name, value: `{{ ${name} }}` }));
  for (const value of fromNodes) suggestions.push({ label: value.slice(3, -3), value });
  for (const variable of variables.data ?? []) {
    suggestions.push({ label: `$vars.${variable.name}`, value: `{{ $vars.${variable.name} }}` });
  }
  return suggestions;
}
