import type { DatagridColumn } from '@loomflow/core';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueries } from '@tanstack/react-query';
import { nodesApi } from '../../api/nodes.api.ts';
import { useFlowEditorStore } from '../useFlowEditorStore.ts';
import { columnChoices, columnEditor, columnLoadMethods, mergeChoices } from './datagrid-columns.ts';
import type { ColumnChoice } from './datagrid-columns.ts';
import { textOf } from './input-param.ts';

export interface DatagridCellProps {
  readonly nodeId: string;
  readonly column: DatagridColumn;
  readonly value: unknown;
  readonly onChange: (value: string) => void;
}

/** Choices a column loads from the node's load methods (`POST /node-load-method/{name}`). */
function useLoadedChoices(nodeId: string, methods: readonly string[]) {
  const store = useFlowEditorStore();
  const results = useQueries({
    queries: methods.map((loadMethod) => ({
      queryKey: ['node-load-method', nodeId, loadMethod, 'datagrid'],
      staleTime: 30_000,
      retry: false,
      queryFn: () => {
        const { nodes, edges } = store.getState();
        const node = nodes.find((candidate) => candidate.id === nodeId);
        const upstream = new Set(edges.filter((edge) => edge.target === nodeId).map((edge) => edge.source));
        const previousNodes = nodes
          .filter((candidate) => upstream.has(candidate.id))
          .map((candidate) => ({
            id: candidate.id,
            name: candidate.data.name,
            label: candidate.data.label,
            inputs: candidate.data.inputs,
          }));
        return nodesApi.loadMethod(node?.data.name ?? '', {
          loadMethod,
          inputs: node?.data.inputs,
          previousNodes,
          currentNode: node
            ? { id: node.id, name: node.data.name, label: node.data.label, inputs: node.data.inputs }
            : undefined,
        });
      },
    })),
  });
  const choices: ColumnChoice[] = results.flatMap((result) =>
    (result.data ?? []).map((option) => ({ value: option.name, label: option.label })),
  );
  const failure = results.find((result) => result.error)?.error;
  return { choices, loading: results.some((result) => result.isFetching), failure };
}

/** One cell of a datagrid row, edited as its column declares: dropdown, loaded dropdown, suggestions or text. */
export function DatagridCell({ nodeId, column, value, onChange }: DatagridCellProps) {
  const editor = columnEditor(column);
  const loaded = useLoadedChoices(
    nodeId,
    editor === 'text' || editor === 'number' ? [] : columnLoadMethods(column),
  );
  const text = textOf(value);
  const label = column.headerName;
  // Cells wrap onto several lines in a narrow node, side by side in a wide dialog.
  const sx = { flex: `${String(column.flex ?? 1)} 1 ${String(Math.min(column.minWidth ?? 140, 180))}px` };
  if (editor === 'select') {
    const choices = mergeChoices(columnChoices(column), text === '' ? [] : [{ value: text, label: text }]);
    return (
      <TextField
        select
        size="small"
        label={label}
        value={text}
        sx={sx}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (editor === 'asyncSelect' || editor === 'freeSolo') {
    const choices = mergeChoices(columnChoices(column), loaded.choices);
    // A loaded dropdown whose choices cannot be loaded still takes typed text.
    const freeSolo = editor === 'freeSolo' || loaded.failure !== undefined;
    const labelOf = (choice: string) => choices.find((item) => item.value === choice)?.label ?? choice;
    return (
      <Autocomplete
        size="small"
        sx={sx}
        freeSolo={freeSolo}
        loading={loaded.loading}
        options={choices.map((choice) => choice.value)}
        getOptionLabel={labelOf}
        value={text === '' ? null : text}
        onChange={(_event, next) => {
          onChange(next ?? '');
        }}
        onInputChange={(_event, next, reason) => {
          if (freeSolo && reason === 'input') onChange(next);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            helperText={
              editor === 'asyncSelect' && loaded.failure
                ? 'Choices could not be loaded: type a value'
                : undefined
            }
          />
        )}
      />
    );
  }
  return (
    <TextField
      size="small"
      label={label}
      sx={sx}
      type={editor === 'number' ? 'number' : 'text'}
      value={text}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
