import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CopyButton } from './CopyButton.tsx';
import { embedSnippets } from './embed-snippets.ts';
import type { EmbedSnippets } from './embed-snippets.ts';

const TABS: readonly { readonly key: keyof EmbedSnippets; readonly label: string; readonly hint: string }[] =
  [
    { key: 'popupHtml', label: 'Popup HTML', hint: 'Paste this anywhere in the <body> of your page.' },
    {
      key: 'fullpageHtml',
      label: 'Fullpage HTML',
      hint: 'Paste this in the <body> of a page of its own; add margin: 0 to the body for a full screen chat.',
    },
    { key: 'popupReact', label: 'Popup React', hint: 'npm install flowise-embed flowise-embed-react' },
    { key: 'fullpageReact', label: 'Fullpage React', hint: 'npm install flowise-embed flowise-embed-react' },
  ];

export interface EmbedDialogProps {
  readonly flow: { readonly id: string; readonly chatbotConfig: string | null };
  readonly onClose: () => void;
  /** The address the widget calls; this server as the browser sees it unless given. */
  readonly apiHost?: string;
}

/** The code that puts the flow's chat on another site with the `flowise-embed` widget. */
export function EmbedDialog({ flow, onClose, apiHost = window.location.origin }: EmbedDialogProps) {
  const [tab, setTab] = useState<keyof EmbedSnippets>('popupHtml');
  const snippets = embedSnippets(flow.id, apiHost, flow.chatbotConfig);
  const current = TABS.find((item) => item.key === tab) ?? TABS[0];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="embed-title">
      <DialogTitle id="embed-title">Embed in a website</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          variant="scrollable"
          onChange={(_event, value: unknown) => {
            const next = TABS.find((item) => item.key === value);
            if (next) setTab(next.key);
          }}
        >
          {TABS.map((item) => (
            <Tab key={item.key} value={item.key} label={item.label} />
          ))}
        </Tabs>
        <Stack direction="row" sx={{ alignItems: 'center', mt: 2, mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {current?.hint}
          </Typography>
          <CopyButton text={snippets[tab]} label="Copy" />
        </Stack>
        <Box
          component="pre"
          data-testid="embed-snippet"
          sx={{
            p: 2,
            m: 0,
            borderRadius: 1,
            bgcolor: 'grey.900',
            color: 'grey.100',
            overflowX: 'auto',
            fontSize: 13,
          }}
        >
          <code>{snippets[tab]}</code>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The widget also reads the theme saved under Share Chatbot; sites outside the allowed origins are
          refused when the flow lists any.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
