import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('Could not read the file'));
    };
    reader.readAsDataURL(file);
  });
}

/** A file parameter: stored as Flowise does, the data URL with `,filename:<name>` appended. */
export function FileParam({ param, value, onChange }: ParamEditorProps) {
  const name = /,filename:(.+)$/.exec(textOf(value))?.[1];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />}>
        {param.label}
        <input
          hidden
          type="file"
          accept={param.placeholder}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file)
              void readAsDataUrl(file).then((url) => {
                onChange(`${url},filename:${file.name}`);
              });
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" noWrap>
        {name ?? 'No file chosen'}
      </Typography>
    </Stack>
  );
}
