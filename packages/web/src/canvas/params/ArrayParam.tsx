import { isRecord, isInputVisible } from '@loomflow/core';
import type { InputParam } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { inputParamsOf, rowsOf, textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { initialLoadConfig } from './load-config-defaults.ts';
import { LoadConfigParams } from './LoadConfigParams.tsx';
import { useNodeDefinitions } from './useNodeDefinitions.ts';

export interface ArrayParamProps extends ParamEditorProps {
  /** The editor of each sub-parameter (ParamEditor, handed down so that the two modules do not import each other). */
  readonly editor: ComponentType<ParamEditorProps>;
}

/** An array parameter: rows of sub-parameters, added and removed one by one. */
export function ArrayParam({ nodeId, param, value, onChange, inputs, editor: ParamEditor }: ArrayParamProps) {
  const rows = rowsOf(value);
  const subParams = inputParamsOf(param.array);
  const definitions = useNodeDefinitions();
  const updateRow = (index: number, values: Readonly<Record<string, unknown>>) => {
    onChange(rows.map((row, at) => (at === index ? { ...row, ...values } : row)));
  };
  // An item picked by a `loadConfig` sub-parameter (a tool of an Agent's Tools) keeps its settings in
  // `<name>Config` of the row, as Flowise does (`agentSelectedToolConfig`).
  const pick = (index: number, sub: InputParam, next: unknown) => {
    if (!sub.loadConfig) {
      updateRow(index, { [sub.name]: next });
      return;
    }
    const definition = definitions.data?.find((candidate) => candidate.name === next);
    updateRow(index, {
      [sub.name]: next,
      [`${sub.name}Config`]: initialLoadConfig(sub.name, next, definition),
    });
  };
  const addRow = () => {
    const row: Record<string, unknown> = {};
    for (const sub of subParams) row[sub.name] = sub.default ?? '';
    onChange([...rows, row]);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        {param.label}
      </Typography>
      {rows.map((row, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1 }} data-testid={`array-row-${param.name}`}>
          <Stack direction="row" spacing={1}>
            <Stack spacing={1} sx={{ flexGrow: 1 }}>
              {subParams
                .filter((sub) => isInputVisible(sub, { ...inputs, [param.name]: rows }, index))
                .map((sub) => {
                  const chosen = textOf(row[sub.name]);
                  const config = row[`${sub.name}Config`];
                  return (
                    <Stack key={sub.name} spacing={1}>
                      <ParamEditor
                        nodeId={nodeId}
                        param={sub}
                        value={row[sub.name]}
                        onChange={(next) => {
                          pick(index, sub, next);
                        }}
                      />
                      {sub.loadConfig && chosen !== '' ? (
                        <LoadConfigParams
                          editor={ParamEditor}
                          nodeId={nodeId}
                          chosen={chosen}
                          config={isRecord(config) ? config : {}}
                          onChange={(next) => {
                            updateRow(index, { [`${sub.name}Config`]: next });
                          }}
                        />
                      ) : null}
                    </Stack>
                  );
                })}
            </Stack>
            <IconButton
              size="small"
              aria-label={`Remove row ${index + 1}`}
              onClick={() => {
                onChange(rows.filter((_row, at) => at !== index));
              }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={addRow} sx={{ alignSelf: 'flex-start' }}>
        Add {param.label}
      </Button>
    </Stack>
  );
}
