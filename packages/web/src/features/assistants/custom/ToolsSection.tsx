import { errorMessage } from '@loomflow/core';
import type { NodeDefinition } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { assistantsApi } from '../../../api/assistants.api.ts';
import { useAccess } from '../../auth/useAccess.ts';
import { editableParams } from '../../document-stores/node-params.ts';
import { NodeParamsPanel } from '../NodeParamsPanel.tsx';
import { CUSTOM_TOOL_NODE, nextTools, optionOfTool, toolKey, toolOptionsOf } from './tool-options.ts';
import type { AssistantTool } from './tool-options.ts';
import { useAssistantToolNodes } from './useAssistantComponents.ts';

export interface ToolsSectionProps {
  readonly value: readonly AssistantTool[];
  readonly onChange: (tools: AssistantTool[]) => void;
  readonly disabled?: boolean;
}

/** Whether a chosen tool has settings to fill in (a credential, or parameters besides the custom tool's id). */
function settingsOf(definition: NodeDefinition | undefined, tool: AssistantTool): boolean {
  if (!definition) return false;
  if (definition.credential) return true;
  return editableParams(definition, tool.inputs).some((param) => param.name !== 'selectedTool');
}

/** The tools the assistant may call: built-in tool nodes and the workspace's custom tools, with their settings. */
export function ToolsSection({ value, onChange, disabled = false }: ToolsSectionProps) {
  const { can } = useAccess();
  const nodes = useAssistantToolNodes();
  const canListTools = can('tools:view');
  const customTools = useQuery({
    queryKey: ['assistants', 'custom-tools'],
    queryFn: assistantsApi.customTools,
    enabled: canListTools,
  });
  const options = toolOptionsOf(nodes.data ?? [], customTools.data ?? []);
  const chosen = value.map((tool) => optionOfTool(options, tool));
  const definitionOf = (name: string) => nodes.data?.find((node) => node.name === name);
  const error = nodes.error ?? customTools.error;

  return (
    <Stack spacing={2}>
      {error ? <Alert severity="error">Could not load the tools: {errorMessage(error)}</Alert> : null}
      <Autocomplete
        multiple
        disabled={disabled}
        loading={nodes.isPending}
        options={options}
        value={chosen}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, current) => option.key === current.key}
        onChange={(_event, next) => {
          onChange(nextTools(value, next));
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Stack>
              <Typography>{option.label}</Typography>
              {option.description ? (
                <Typography variant="body2" color="text.secondary">
                  {option.description}
                </Typography>
              ) : null}
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Tools"
            helperText={
              canListTools
                ? 'Built-in tools and your custom tools the assistant may call.'
                : 'Your custom tools are not listed: you may not view tools.'
            }
          />
        )}
      />
      {value.map((tool, index) => {
        const definition = definitionOf(tool.name);
        if (!definition || !settingsOf(definition, tool)) return null;
        const option = chosen[index];
        return (
          <Paper
            key={toolKey(tool)}
            variant="outlined"
            sx={{ p: 2 }}
            aria-label={`${option?.label ?? tool.name} settings`}
            component="section"
          >
            <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
              {option?.label ?? definition.label}
            </Typography>
            <NodeParamsPanel
              definition={definition}
              instance={String(index)}
              values={tool.inputs}
              disabled={disabled}
              show={(param) => tool.name !== CUSTOM_TOOL_NODE || param.name !== 'selectedTool'}
              onChange={(inputs) => {
                onChange(value.map((candidate, at) => (at === index ? { ...candidate, inputs } : candidate)));
              }}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
