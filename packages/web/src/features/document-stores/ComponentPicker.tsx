import type { NodeDefinition } from '@loomflow/core';
import Avatar from '@mui/material/Avatar';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nodeIconUrl } from '../../api/nodes.api.ts';
import { CONFIG_CREDENTIAL_KEY, credentialOf } from './component-config.ts';
import type { ComponentChoice } from './component-config.ts';
import { defaultValues } from './node-params.ts';
import { NodeParamsForm } from './NodeParamsForm.tsx';

export interface ComponentPickerProps {
  readonly title: string;
  readonly definitions: readonly NodeDefinition[];
  readonly choice: ComponentChoice;
  readonly onChange: (choice: ComponentChoice) => void;
  readonly storeId: string;
  readonly disabled?: boolean;
}

/** Choose an embeddings or vector store component, then its credential and parameters. */
export function ComponentPicker({
  title,
  definitions,
  choice,
  onChange,
  storeId,
  disabled,
}: ComponentPickerProps) {
  const definition = definitions.find((candidate) => candidate.name === choice.name);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-label={title}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={title}
          value={choice.name}
          disabled={disabled}
          onChange={(event) => {
            const chosen = definitions.find((candidate) => candidate.name === event.target.value);
            onChange(
              chosen ? { name: chosen.name, config: defaultValues(chosen) } : { name: '', config: {} },
            );
          }}
        >
          <MenuItem value="" disabled>
            Select {title.toLowerCase()}
          </MenuItem>
          {definitions.map((candidate) => (
            <MenuItem key={candidate.name} value={candidate.name}>
              <ListItemIcon>
                <Avatar
                  src={nodeIconUrl(candidate.name)}
                  alt=""
                  variant="rounded"
                  sx={{ width: 24, height: 24 }}
                />
              </ListItemIcon>
              {candidate.label}
            </MenuItem>
          ))}
        </TextField>
        {definition ? (
          <NodeParamsForm
            key={definition.name}
            definition={definition}
            storeId={storeId}
            values={choice.config}
            onChange={(config) => {
              onChange({ name: choice.name, config });
            }}
            credential={credentialOf(choice.config)}
            onCredentialChange={(credential) => {
              onChange({
                name: choice.name,
                config: { ...choice.config, [CONFIG_CREDENTIAL_KEY]: credential },
              });
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
