import { CREDENTIAL_ID_MARKER, applyParameterVisibility, isParameterType } from '@loomflow/core';
import type { NodeDefinition } from '@loomflow/core';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { inputParamsOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { LoadMethodTargetContext } from './load-method-target.ts';
import { pickedValues } from './picked-values.ts';
import { useNodeDefinitions } from './useNodeDefinitions.ts';

/**
 * A Flowise model node whose declaration is not served: the settings every chat model node has (credential of
 * any type, model name, temperature).
 */
function genericModel(name: string): NodeDefinition {
  return {
    name,
    label: name,
    version: 1,
    type: name,
    category: 'Chat Models',
    description: '',
    baseClasses: [],
    credential: { label: 'Connect Credential', name: 'credential', type: 'credential' },
    inputs: [
      { label: 'Model Name', name: 'modelName', type: 'string' },
      { label: 'Temperature', name: 'temperature', type: 'number', step: 0.1, optional: true },
    ],
  };
}

export interface LoadConfigParamsProps {
  readonly nodeId: string;
  /** The chosen node type (e.g. `chatOpenAI` for `llmModel`). */
  readonly chosen: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly onChange: (config: Record<string, unknown>) => void;
  /** The editor of each setting (ParamEditor, handed down so that the two modules do not import each other). */
  readonly editor: ComponentType<ParamEditorProps>;
}

/**
 * The settings of the node type an asyncOptions parameter with `loadConfig` chose, kept in `<name>Config` as
 * Flowise does: the chosen type's credential (under the credential-id marker) and its parameters.
 */
export function LoadConfigParams({
  nodeId,
  chosen,
  config,
  onChange,
  editor: ParamEditor,
}: LoadConfigParamsProps) {
  const definitions = useNodeDefinitions();
  const definition = definitions.data?.find((candidate) => candidate.name === chosen) ?? genericModel(chosen);
  const params = applyParameterVisibility(
    inputParamsOf(definition.inputs).filter((input) => isParameterType(input.type)),
    config,
  ).filter((param) => param.display);
  const set = (name: string, value: unknown) => {
    onChange({ ...config, [name]: value });
  };
  return (
    <LoadMethodTargetContext value={{ nodeName: chosen, inputs: config }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack spacing={1.5}>
          <Typography variant="caption" color="text.secondary">
            {definition.label} parameters
          </Typography>
          {definition.credential ? (
            <ParamEditor
              nodeId={nodeId}
              param={{ ...definition.credential, type: 'credential' }}
              value={config[CREDENTIAL_ID_MARKER]}
              onChange={(value) => {
                set(CREDENTIAL_ID_MARKER, value);
              }}
            />
          ) : null}
          {params.map((param) => (
            <ParamEditor
              key={param.name}
              nodeId={nodeId}
              param={param}
              value={config[param.name] ?? param.default}
              inputs={config}
              onChange={(value, picked) => {
                onChange({ ...config, ...pickedValues(chosen, param.name, value, picked) });
              }}
            />
          ))}
        </Stack>
      </Paper>
    </LoadMethodTargetContext>
  );
}
