import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SettingsSectionProps } from './section-props.ts';

/** `chatbotConfig.chatFeedback.status`: thumbs up / down (with a comment) under the chat's answers. */
export function ChatFeedbackSection({ settings, onChange }: SettingsSectionProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Let chat users rate each answer with a thumbs up or down and a comment. Ratings show in the message
        history.
      </Typography>
      <FormControlLabel
        label="Enable chat feedback"
        control={
          <Switch
            checked={settings.chatFeedbackStatus}
            onChange={(event) => {
              onChange({ chatFeedbackStatus: event.target.checked });
            }}
          />
        }
      />
    </Stack>
  );
}
