import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsSectionProps } from './section-props.ts';

/** `chatbotConfig.allowedOrigins` and `allowedOriginsError`: the sites the embedded chat may be used from. */
export function AllowedOriginsSection({ settings, onChange, errors }: SettingsSectionProps) {
  const origins = settings.allowedOrigins.length > 0 ? settings.allowedOrigins : [''];
  const setOrigins = (next: readonly string[]) => {
    onChange({ allowedOrigins: next });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        The chatbot and the prediction API answer only requests from these origins. Leave empty to allow all.
      </Typography>
      {origins.map((origin, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            fullWidth
            size="small"
            label={`Origin ${index + 1}`}
            placeholder="https://example.com"
            value={origin}
            error={errors[`allowedOrigins.${index}`] !== undefined}
            helperText={errors[`allowedOrigins.${index}`]}
            onChange={(event) => {
              setOrigins(origins.map((other, at) => (at === index ? event.target.value : other)));
            }}
          />
          <IconButton
            aria-label={`Remove origin ${index + 1}`}
            disabled={origins.length === 1 && origin === ''}
            onClick={() => {
              setOrigins(origins.filter((_other, at) => at !== index));
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setOrigins([...origins, '']);
        }}
      >
        Add origin
      </Button>
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
