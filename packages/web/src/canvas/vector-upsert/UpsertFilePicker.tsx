import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export interface UpsertFilePickerProps {
  /** Extensions the loaders take (empty: any file). */
  readonly fileTypes: readonly string[];
  readonly files: readonly File[];
  readonly onChange: (files: File[]) => void;
}

/** Files for the flow's file loaders (they replace what the loaders saved, as Flowise's upsert does). */
export function UpsertFilePicker({ fileTypes, files, onChange }: UpsertFilePickerProps) {
  const accepted = fileTypes.length === 0 ? 'any file' : fileTypes.join(', ');
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Files for the flow&apos;s file loaders ({accepted}); without files the loaders read what the flow
        saved.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          Choose files
          <input
            hidden
            multiple
            type="file"
            aria-label="Files to upsert"
            accept={fileTypes.join(',')}
            onChange={(event) => {
              onChange([...(event.target.files ?? [])]);
            }}
          />
        </Button>
        {files.length > 0 ? (
          <Button
            size="small"
            onClick={() => {
              onChange([]);
            }}
          >
            Clear
          </Button>
        ) : null}
      </Stack>
      {files.length > 0 ? (
        <Typography variant="body2" data-testid="upsert-files">
          {files.map((file) => file.name).join(', ')}
        </Typography>
      ) : null}
    </Stack>
  );
}
