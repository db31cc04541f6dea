import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { HumanInputRequest } from './chat-types.ts';

export interface HumanInputActionsProps {
  readonly request: HumanInputRequest;
  readonly disabled: boolean;
  readonly onAnswer: (type: 'proceed' | 'reject', feedback: string) => void;
}

/** A paused run's question to the user: Proceed or Reject, with optional feedback for the flow. */
export function HumanInputActions({ request, disabled, onAnswer }: HumanInputActionsProps) {
  const [feedback, setFeedback] = useState('');
  return (
    <Box sx={{ mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="human-input">
      <TextField
        size="small"
        label="Feedback (optional)"
        value={feedback}
        disabled={disabled}
        onChange={(event) => {
          setFeedback(event.target.value);
        }}
        multiline
        maxRows={4}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={disabled}
          onClick={() => {
            onAnswer('proceed', feedback);
          }}
        >
          {request.proceedLabel}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={disabled}
          onClick={() => {
            onAnswer('reject', feedback);
          }}
        >
          {request.rejectLabel}
        </Button>
      </Box>
    </Box>
  );
}
