import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { UPLOAD_FILE_TYPES } from './chatbot-features.ts';
import type { SettingsSectionProps } from './section-props.ts';

/** `chatbotConfig.fullFileUpload`: chat users attach whole files, sent to the model as text. */
export function FileUploadSection({ settings, onChange, errors }: SettingsSectionProps) {
  const toggle = (mime: string, on: boolean) => {
    const allowedFileTypes = on
      ? [...settings.allowedFileTypes.filter((type) => type !== mime), mime]
      : settings.allowedFileTypes.filter((type) => type !== mime);
    onChange({ allowedFileTypes });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Uploaded files are read as text and sent to the model with the question.
      </Typography>
      <FormControlLabel
        label="Enable full file upload"
        control={
          <Switch
            checked={settings.fileUploadStatus}
            onChange={(event) => {
              onChange({ fileUploadStatus: event.target.checked });
            }}
          />
        }
      />
      <Typography variant="subtitle2">Allow uploads of type</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {UPLOAD_FILE_TYPES.map((type) => (
          <FormControlLabel
            key={type.mime}
            label={`${type.label} (${type.mime})`}
            disabled={!settings.fileUploadStatus}
            control={
              <Checkbox
                size="small"
                checked={settings.allowedFileTypes.includes(type.mime)}
                onChange={(event) => {
                  toggle(type.mime, event.target.checked);
                }}
              />
            }
          />
        ))}
      </Box>
      {errors.allowedFileTypes ? <Alert severity="error">{errors.allowedFileTypes}</Alert> : null}
    </Stack>
  );
}
