import { errorMessage } from '@loomflow/core';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { licenseApi } from '../../api/license.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { notify } from '../../ui/notify.ts';
import { SETTINGS_QUERY_KEY } from '../settings/useSettings.ts';

/** Largest license file read from disk; real ones are a few hundred bytes. */
const MAX_LICENSE_FILE_BYTES = 20_000;

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(`Could not read ${file.name}`));
    };
    reader.readAsText(file);
  });
}

/** An organization admin installs a license: a file picked from disk, or its text pasted. */
export function LicenseInstallForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const install = useMutation({
    mutationFn: (license: string) => licenseApi.install(license),
    onSuccess: async (state) => {
      notify.success(state.message);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY });
      await navigate(PATHS.root, { replace: true });
    },
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_LICENSE_FILE_BYTES) {
      setFileProblem(`${file.name} is too large to be a license file.`);
      return;
    }
    try {
      setText((await readText(file)).trim());
      setFileProblem(null);
    } catch (error: unknown) {
      setFileProblem(`Could not read ${file.name}: ${errorMessage(error)}`);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== '') install.mutate(text.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Install license">
      <Stack spacing={2}>
        {install.isError ? <Alert severity="error">{errorMessage(install.error)}</Alert> : null}
        {fileProblem ? <Alert severity="error">{fileProblem}</Alert> : null}
        <input
          ref={fileInput}
          type="file"
          accept=".lic,.txt,text/plain"
          hidden
          data-testid="license-file-input"
          onChange={(event) => {
            void onFile(event);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => fileInput.current?.click()}
        >
          Upload License File
        </Button>
        <TextField
          label="License"
          placeholder="LF1.…"
          multiline
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          helperText="The file's content appears here; you can also paste it."
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
        />
        <Button type="submit" variant="contained" disabled={text.trim() === ''} loading={install.isPending}>
          Install License
        </Button>
      </Stack>
    </form>
  );
}
