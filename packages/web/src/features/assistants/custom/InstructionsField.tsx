import type { CustomAssistantDetails, NodeDefinition } from '@loomflow/core';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { GenerateInstructionDialog } from './GenerateInstructionDialog.tsx';

export interface InstructionsFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly chatModel: CustomAssistantDetails['chatModel'];
  readonly modelDefinition: NodeDefinition | undefined;
  readonly disabled?: boolean;
}

/** The assistant's system instructions, typed or written by the chat model from a task description. */
export function InstructionsField({
  value,
  onChange,
  chatModel,
  modelDefinition,
  disabled = false,
}: InstructionsFieldProps) {
  const [generating, setGenerating] = useState(false);
  return (
    <Stack spacing={1}>
      <TextField
        label="Instructions"
        multiline
        minRows={6}
        maxRows={20}
        value={value}
        disabled={disabled}
        placeholder="You are a helpful assistant that…"
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {disabled ? null : (
        <Button
          size="small"
          startIcon={<AutoAwesomeOutlinedIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setGenerating(true);
          }}
        >
          Generate
        </Button>
      )}
      {generating ? (
        <GenerateInstructionDialog
          chatModel={chatModel}
          needsCredential={(modelDefinition?.credential?.credentialNames ?? []).length > 0}
          onGenerated={onChange}
          onClose={() => {
            setGenerating(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
