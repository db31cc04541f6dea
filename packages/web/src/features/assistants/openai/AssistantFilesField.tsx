import { errorMessage } from '@loomflow/core';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { openAiAssistantsApi } from '../../../api/assistants.api.ts';
import type { ProviderFile } from '../../../api/assistant-shapes.ts';

export interface AssistantFilesFieldProps {
  readonly credential: string;
  readonly files: readonly ProviderFile[];
  readonly onChange: (files: ProviderFile[]) => void;
  readonly disabled?: boolean;
}

/** Files the code interpreter may read: uploaded to the provider with the chosen credential. */
export function AssistantFilesField({
  credential,
  files,
  onChange,
  disabled = false,
}: AssistantFilesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (picked: readonly File[]) => openAiAssistantsApi.uploadFiles(credential, picked),
    onSuccess: (uploaded) => {
      onChange([...files, ...uploaded]);
    },
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Code interpreter files</Typography>
      {upload.error ? (
        <Alert severity="error">Could not upload the files: {errorMessage(upload.error)}</Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Uploaded files">
        {files.map((file) => (
          <Chip
            key={file.id}
            label={file.filename}
            {...(disabled
              ? {}
              : {
                  onDelete: () => {
                    onChange(files.filter((candidate) => candidate.id !== file.id));
                  },
                })}
          />
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="assistant-files-input"
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (picked.length > 0) upload.mutate(picked);
        }}
      />
      <Button
        size="small"
        startIcon={<UploadFileOutlinedIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={disabled || credential === ''}
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        Upload files
      </Button>
    </Stack>
  );
}
