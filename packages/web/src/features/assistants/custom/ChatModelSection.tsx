import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import type { CustomAssistantDetails, InputParam, NodeDefinition } from '@loomflow/core';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { nodeIconUrl } from '../../../api/nodes.api.ts';
import { defaultValues } from '../../document-stores/node-params.ts';
import { NodeParamsPanel } from '../NodeParamsPanel.tsx';

type ChatModel = CustomAssistantDetails['chatModel'];

/** The parameters shown without "More parameters": the model, its temperature and where it is served. */
const MAIN_PARAMS = new Set([
  'modelName',
  'model',
  'temperature',
  'basepath',
  'basePath',
  'baseUrl',
  'azureOpenAIApiDeploymentName',
]);
const isMain = (param: InputParam) => MAIN_PARAMS.has(param.name);

export interface ChatModelSectionProps {
  readonly models: readonly NodeDefinition[];
  readonly value: ChatModel;
  readonly onChange: (value: ChatModel) => void;
  readonly disabled?: boolean;
}

/** The assistant's chat model: its type, the credential of that type, and its parameters. */
export function ChatModelSection({ models, value, onChange, disabled = false }: ChatModelSectionProps) {
  const [allParams, setAllParams] = useState(false);
  const definition = models.find((model) => model.name === value.name);
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Chat model"
        value={definition ? value.name : ''}
        disabled={disabled}
        helperText={value.name !== '' && !definition ? `${value.name} is not available here` : undefined}
        error={value.name !== '' && !definition}
        onChange={(event) => {
          const chosen = models.find((model) => model.name === event.target.value);
          if (chosen) onChange({ name: chosen.name, inputs: defaultValues(chosen) });
        }}
      >
        {models.map((model) => (
          <MenuItem key={model.name} value={model.name}>
            <ListItemIcon>
              <Avatar src={nodeIconUrl(model.name)} alt="" variant="rounded" sx={{ width: 24, height: 24 }} />
            </ListItemIcon>
            {model.label}
          </MenuItem>
        ))}
      </TextField>
      {definition ? (
        <>
          <NodeParamsPanel
            key={definition.name}
            definition={definition}
            values={value.inputs}
            disabled={disabled}
            {...(allParams ? {} : { show: isMain })}
            onChange={(inputs) => {
              onChange({ name: definition.name, inputs });
            }}
          />
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setAllParams((current) => !current);
            }}
          >
            {allParams ? 'Fewer parameters' : 'More parameters'}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

/** The credential chosen for the chat model (kept in its inputs under the credential-id marker). */
export function credentialOfModel(model: ChatModel): string {
  const value = model.inputs[CREDENTIAL_ID_MARKER];
  return typeof value === 'string' ? value : '';
}
