import type { NodeDefinition } from '@loomflow/core';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { credentialsApi } from '../../api/credentials.api.ts';
import { useNodeDefinitions } from '../../canvas/params/useNodeDefinitions.ts';
import type { JudgeModelDraft } from './judge-model-draft.ts';

export interface JudgeModelFieldsProps {
  readonly value: JudgeModelDraft;
  readonly onChange: (value: JudgeModelDraft) => void;
  /** The label of "no model" (e.g. "Each evaluator's own model"). */
  readonly noneLabel: string;
  /** The chat model picker's label. */
  readonly label?: string;
  readonly disabled?: boolean;
  /** Messages by field: chatModel, modelName, credentialId, basePath. */
  readonly errors?: Readonly<Partial<Record<keyof JudgeModelDraft, string>>>;
}

function defaultModelName(node: NodeDefinition | undefined): string {
  const value = node?.inputs.find((input) => input.name === 'modelName')?.default;
  return typeof value === 'string' ? value : '';
}

/** The chat model an LLM-as-judge check asks: node type, model name, credential and optional base URL. */
export function JudgeModelFields({
  value,
  onChange,
  noneLabel,
  label = 'Judge chat model',
  disabled,
  errors = {},
}: JudgeModelFieldsProps) {
  const nodes = useNodeDefinitions();
  const credentials = useQuery({ queryKey: ['credentials'], queryFn: credentialsApi.list });
  const chatModels = (nodes.data ?? []).filter((node) => node.category === 'Chat Models');
  const node = chatModels.find((candidate) => candidate.name === value.chatModel);
  const credentialNames = node?.credential?.credentialNames ?? [];
  const fitting = (credentials.data ?? []).filter(
    (credential) => credentialNames.length === 0 || credentialNames.includes(credential.credentialName),
  );
  const chosen = value.chatModel !== '';

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={label}
        value={value.chatModel}
        disabled={disabled}
        error={errors.chatModel !== undefined}
        helperText={errors.chatModel ?? (nodes.isPending ? 'Loading chat models…' : undefined)}
        onChange={(event) => {
          const next = chatModels.find((candidate) => candidate.name === event.target.value);
          onChange({
            ...value,
            chatModel: event.target.value,
            modelName: value.modelName || defaultModelName(next),
            credentialId: '',
          });
        }}
      >
        <MenuItem value="">{noneLabel}</MenuItem>
        {chatModels.map((candidate) => (
          <MenuItem key={candidate.name} value={candidate.name}>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      {chosen ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label="Model name"
            value={value.modelName}
            disabled={disabled}
            error={errors.modelName !== undefined}
            helperText={errors.modelName ?? 'e.g. gpt-4o-mini'}
            onChange={(event) => {
              onChange({ ...value, modelName: event.target.value });
            }}
          />
          <TextField
            select
            fullWidth
            label="Credential"
            value={value.credentialId}
            disabled={disabled}
            error={errors.credentialId !== undefined}
            helperText={
              errors.credentialId ??
              (fitting.length === 0 && !credentials.isPending ? 'No credential of this kind yet' : undefined)
            }
            onChange={(event) => {
              onChange({ ...value, credentialId: event.target.value });
            }}
          >
            <MenuItem value="">None</MenuItem>
            {fitting.map((credential) => (
              <MenuItem key={credential.id} value={credential.id}>
                {credential.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            label="Base URL (optional)"
            value={value.basePath}
            disabled={disabled}
            error={errors.basePath !== undefined}
            helperText={errors.basePath ?? 'For OpenAI-compatible servers'}
            onChange={(event) => {
              onChange({ ...value, basePath: event.target.value });
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
