import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';

export interface CodeBlockProps {
  readonly code: string;
  readonly language?: string;
}

/** A fenced code block of an answer, with its language and a copy button. */
export function CodeBlock({ code, language }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => {
        setCopied(false);
      }, 2000);
    } catch {
      notify.error('Could not copy to the clipboard: select the code and copy it by hand');
    }
  };
  return (
    <Box
      sx={{ my: 1, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.900', color: 'grey.100' }}
      data-testid="chat-code-block"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.25, bgcolor: 'grey.800' }}>
        <Typography variant="caption" sx={{ flexGrow: 1, fontFamily: 'monospace' }}>
          {language ?? 'code'}
        </Typography>
        <Tooltip title={copied ? 'Copied' : 'Copy code'}>
          <IconButton
            size="small"
            aria-label="Copy code"
            onClick={() => void copy()}
            sx={{ color: 'inherit' }}
          >
            {copied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, overflowX: 'auto', fontSize: 13 }}>
        <code>{code}</code>
      </Box>
    </Box>
  );
}
