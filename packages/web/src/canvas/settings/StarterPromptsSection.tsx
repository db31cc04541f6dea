import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsSectionProps } from './section-props.ts';

/** `chatbotConfig.starterPrompts`: suggestions shown when a chat starts empty. */
export function StarterPromptsSection({ settings, onChange }: SettingsSectionProps) {
  const prompts = settings.starterPrompts.length > 0 ? settings.starterPrompts : [''];
  const setPrompts = (next: readonly string[]) => {
    onChange({ starterPrompts: next });
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Prompts offered to the user when the chat has no messages yet. Empty ones are not saved.
      </Typography>
      {prompts.map((prompt, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            fullWidth
            size="small"
            label={`Prompt ${index + 1}`}
            placeholder="What can you help me with?"
            value={prompt}
            onChange={(event) => {
              setPrompts(prompts.map((other, at) => (at === index ? event.target.value : other)));
            }}
          />
          <IconButton
            aria-label={`Remove prompt ${index + 1}`}
            disabled={prompts.length === 1 && prompt === ''}
            onClick={() => {
              setPrompts(prompts.filter((_other, at) => at !== index));
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
          setPrompts([...prompts, '']);
        }}
      >
        Add prompt
      </Button>
    </Stack>
  );
}
