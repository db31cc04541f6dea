import { FILE_STORAGE_PREFIX, errorMessage, fileStorageRef } from '@loomflow/core';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { documentStoreApi } from '../../api/document-store.api.ts';
import type { ParamEditorProps } from '../../canvas/params/input-param.ts';
import { notify } from '../../ui/notify.ts';

/** The file names a file input holds: a stored reference (`FILE-STORAGE::[…]`) or Flowise's data URLs. */
export function fileNamesOf(value: unknown): string[] {
  if (typeof value !== 'string' || value === '') return [];
  if (value.startsWith(FILE_STORAGE_PREFIX)) {
    try {
      const parsed: unknown = JSON.parse(value.slice(FILE_STORAGE_PREFIX.length));
      return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
    } catch {
      return [];
    }
  }
  return [...value.matchAll(/,filename:([^,"\]]+)/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

export interface StoreFileParamProps extends ParamEditorProps {
  readonly storeId: string;
}

/**
 * A loader's file input: the chosen files are uploaded to the store (`POST /document-store/files/{storeId}`)
 * and the input holds their reference, so the bytes never travel inside the loader's configuration.
 */
export function StoreFileParam({ storeId, param, value, onChange }: StoreFileParamProps) {
  const [uploading, setUploading] = useState(false);
  const names = fileNamesOf(value);
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      const stored = await documentStoreApi.uploadFiles(storeId, files);
      onChange(fileStorageRef(stored.map((file) => file.name)));
    } catch (error: unknown) {
      notify.error(`Failed to upload: ${errorMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {param.label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          loading={uploading}
        >
          {names.length > 0 ? 'Replace files' : 'Upload files'}
          <input
            hidden
            multiple
            type="file"
            aria-label={param.label}
            accept={param.fileType ?? param.placeholder}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void upload(files);
            }}
          />
        </Button>
        {names.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No file chosen
          </Typography>
        ) : (
          names.map((name) => <Chip key={name} size="small" label={name} data-testid="loader-file" />)
        )}
      </Stack>
    </Stack>
  );
}
