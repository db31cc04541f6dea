import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { credentialsApi } from '../../api/credentials.api.ts';
import { nodesApi } from '../../api/nodes.api.ts';
import { FOLLOW_UP_PROVIDERS, followUpProvider, providerDraft } from './follow-up-prompts.ts';
import type { FollowUpDraft, FollowUpProvider, FollowUpProviderDraft } from './follow-up-prompts.ts';
import type { SettingsSectionProps } from './section-props.ts';

function useModelSuggestions(provider: FollowUpProvider | undefined): readonly string[] {
  const models = useQuery({
    queryKey: ['follow-up-models', provider?.modelNode],
    enabled: provider !== undefined && provider.credentialName !== null,
    staleTime: 5 * 60_000,
    queryFn: () => nodesApi.loadMethod(provider?.modelNode ?? '', { loadMethod: 'listModels' }),
  });
  return models.data?.map((option) => option.name) ?? [];
}

function ProviderFields({
  provider,
  settings,
  onChange,
  errors,
}: {
  readonly provider: FollowUpProvider;
  readonly settings: FollowUpProviderDraft;
  readonly onChange: (patch: Partial<FollowUpProviderDraft>) => void;
  readonly errors: SettingsSectionProps['errors'];
}) {
  const credentials = useQuery({
    queryKey: ['credentials'],
    queryFn: credentialsApi.list,
    staleTime: 30_000,
  });
  const fitting = (credentials.data ?? []).filter((item) => item.credentialName === provider.credentialName);
  const names = new Map(fitting.map((item) => [item.id, item.name]));
  const suggestions = useModelSuggestions(provider);
  return (
    <>
      {provider.credentialName ? (
        <Autocomplete
          size="small"
          options={fitting.map((item) => item.id)}
          getOptionLabel={(id) => names.get(id) ?? id}
          loading={credentials.isFetching}
          value={settings.credentialId === '' ? null : settings.credentialId}
          onChange={(_event, id) => {
            onChange({ credentialId: id ?? '' });
          }}
          noOptionsText={`No ${provider.credentialName} credential yet: add one under Credentials`}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Connect credential"
              error={errors.followUpCredential !== undefined}
              helperText={errors.followUpCredential}
            />
          )}
        />
      ) : (
        <TextField
          size="small"
          label="Base URL"
          placeholder="http://127.0.0.1:11434"
          value={settings.baseUrl}
          error={errors.followUpBaseUrl !== undefined}
          helperText={errors.followUpBaseUrl}
          onChange={(event) => {
            onChange({ baseUrl: event.target.value });
          }}
        />
      )}
      <Autocomplete
        freeSolo
        size="small"
        options={suggestions}
        inputValue={settings.modelName}
        onInputChange={(_event, modelName) => {
          onChange({ modelName });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Model name"
            error={errors.followUpModel !== undefined}
            helperText={errors.followUpModel}
          />
        )}
      />
      <TextField
        label="Prompt"
        multiline
        minRows={3}
        helperText="{history} stands for the conversation so far"
        value={settings.prompt}
        onChange={(event) => {
          onChange({ prompt: event.target.value });
        }}
      />
      <TextField
        size="small"
        label="Temperature"
        type="number"
        slotProps={{ htmlInput: { step: 0.1, min: 0, max: 2 } }}
        value={settings.temperature}
        error={errors.followUpTemperature !== undefined}
        helperText={errors.followUpTemperature}
        onChange={(event) => {
          onChange({ temperature: event.target.value });
        }}
      />
    </>
  );
}

/** The flow's `followUpPrompts`: after each answer, a model suggests the questions the user may ask next. */
export function FollowUpPromptsSection({ settings, onChange, errors }: SettingsSectionProps) {
  const draft = settings.followUp;
  const change = (patch: Partial<FollowUpDraft>) => {
    onChange({ followUp: { ...draft, ...patch } });
  };
  const provider = followUpProvider(draft.selectedProvider);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        After each answer, suggest the questions the user is most likely to ask next.
      </Typography>
      <FormControlLabel
        label="Enable follow-up prompts"
        control={
          <Switch
            checked={draft.status}
            onChange={(event) => {
              change({ status: event.target.checked });
            }}
          />
        }
      />
      {draft.status ? (
        <>
          <TextField
            select
            size="small"
            label="Provider"
            value={provider ? provider.key : ''}
            error={errors.followUpProvider !== undefined}
            helperText={errors.followUpProvider}
            onChange={(event) => {
              const key = event.target.value;
              change({
                selectedProvider: key,
                providers: { ...draft.providers, [key]: providerDraft(draft, key) },
              });
            }}
          >
            {FOLLOW_UP_PROVIDERS.map((item) => (
              <MenuItem key={item.key} value={item.key}>
                {item.label}
              </MenuItem>
            ))}
          </TextField>
          {provider ? (
            <ProviderFields
              key={provider.key}
              provider={provider}
              settings={providerDraft(draft, provider.key)}
              errors={errors}
              onChange={(patch) => {
                change({
                  providers: {
                    ...draft.providers,
                    [provider.key]: { ...providerDraft(draft, provider.key), ...patch },
                  },
                });
              }}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
