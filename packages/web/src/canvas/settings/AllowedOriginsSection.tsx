import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsSectionProps } from './section-props.ts';
import { TextRowsEditor } from './TextRowsEditor.tsx';

/** `chatbotConfig.allowedOrigins` and `allowedOriginsError`: the sites the embedded chat may be used from. */
export function AllowedOriginsSection({ settings, onChange, errors }: SettingsSectionProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        The chatbot and the prediction API answer only requests from these origins. Leave empty to allow all.
      </Typography>
      <TextRowsEditor
        noun="Origin"
        placeholder="https://example.com"
        rows={settings.allowedOrigins}
        errorAt={(index) => errors[`allowedOrigins.${index}`]}
        onChange={(allowedOrigins) => {
          onChange({ allowedOrigins });
        }}
      />
      <TextField
        size="small"
        label="Error message for other origins"
        placeholder="This site is not allowed to use the chatbot"
        value={settings.allowedOriginsError}
        onChange={(event) => {
          onChange({ allowedOriginsError: event.target.value });
        }}
      />
    </Stack>
  );
}
