import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** The model's thinking stream, folded away unless opened. */
export function ThinkingBlock({ text, active }: { readonly text: string; readonly active: boolean }) {
  const [open, setOpen] = useState(false);
  if (text === '') return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => {
          setOpen((value) => !value);
        }}
        sx={{ textTransform: 'none', px: 0.5 }}
      >
        {active ? 'Thinking…' : 'Thoughts'}
      </Button>
      <Collapse in={open}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-wrap', borderLeft: 2, borderColor: 'divider', pl: 1 }}
        >
          {text}
        </Typography>
      </Collapse>
    </Box>
  );
}
