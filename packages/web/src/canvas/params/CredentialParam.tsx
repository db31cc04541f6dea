import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { credentialsApi } from '../../api/credentials.api.ts';
import { CredentialDialog } from '../../features/credentials/CredentialDialog.tsx';
import { textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { useLoadMethod } from './useLoadMethod.ts';

/** The credential picker of a node: the workspace's credentials of the fitting types, or a new one made here. */
export function CredentialParam({ nodeId, param, value, onChange }: ParamEditorProps) {
  const names = param.credentialNames ?? [];
  const fitting = useLoadMethod(nodeId, names.length > 0 ? 'listCredentials' : undefined, names);
  // Types unknown (a Flowise node whose declaration is not served): every credential of the workspace.
  const all = useQuery({
    queryKey: ['credentials'],
    queryFn: credentialsApi.list,
    enabled: names.length === 0,
  });
  const options =
    names.length > 0
      ? fitting
      : { ...all, data: all.data?.map((credential) => ({ name: credential.id, label: credential.name })) };
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const types = useQuery({
    queryKey: ['credential-types'],
    queryFn: credentialsApi.types,
    enabled: creating,
  });
  const type = types.data?.find((candidate) => names.length === 0 || names.includes(candidate.name));
  const byId = new Map((options.data ?? []).map((option) => [option.name, option.label]));
  const current = textOf(value);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Autocomplete
        size="small"
        fullWidth
        loading={options.isFetching}
        options={(options.data ?? []).map((option) => option.name)}
        getOptionLabel={(id) => byId.get(id) ?? id}
        value={current === '' ? null : current}
        onChange={(_event, next) => {
          onChange(next ?? '');
        }}
        renderInput={(params) => <TextField {...params} label={param.label || 'Connect Credential'} />}
      />
      <Tooltip title="Create a credential">
        <IconButton
          size="small"
          aria-label="Create credential"
          onClick={() => {
            setCreating(true);
          }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {creating && type ? (
        <CredentialDialog
          type={type}
          onClose={() => {
            setCreating(false);
          }}
          onSaved={(credential) => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: ['node-load-method', nodeId] });
            onChange(credential.id);
          }}
        />
      ) : null}
    </Stack>
  );
}
