import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface PromptChipsProps {
  readonly prompts: readonly string[];
  readonly label: string;
  readonly disabled?: boolean;
  readonly onPick: (prompt: string) => void;
}

/** Starter or follow-up prompts: a click sends the prompt as the question. */
export function PromptChips({ prompts, label, disabled = false, onPick }: PromptChipsProps) {
  if (prompts.length === 0) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
      {prompts.map((prompt) => (
        <Chip
          key={prompt}
          label={prompt}
          variant="outlined"
          color="primary"
          disabled={disabled}
          onClick={() => {
            onPick(prompt);
          }}
        />
      ))}
    </Box>
  );
}
