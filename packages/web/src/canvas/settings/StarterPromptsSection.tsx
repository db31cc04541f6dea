import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SettingsSectionProps } from './section-props.ts';
import { TextRowsEditor } from './TextRowsEditor.tsx';

/** `chatbotConfig.starterPrompts`: suggestions shown when a chat starts empty. */
export function StarterPromptsSection({ settings, onChange }: SettingsSectionProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Prompts offered to the user when the chat has no messages yet. Empty ones are not saved.
      </Typography>
      <TextRowsEditor
        noun="Prompt"
        placeholder="What can you help me with?"
        rows={settings.starterPrompts}
        onChange={(starterPrompts) => {
          onChange({ starterPrompts });
        }}
      />
    </Stack>
  );
}
