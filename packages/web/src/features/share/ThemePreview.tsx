import Box from '@mui/material/Box';
import type { ChatbotTheme } from './chatbot-theme.ts';

/** A small sample of the chat in the edited colours: title, one bot and one user message, the input. */
export function ThemePreview({ theme }: { readonly theme: ChatbotTheme }) {
  const size = Number(theme.fontSize);
  const fontSize = Number.isFinite(size) && size >= 6 && size <= 48 ? size : 16;
  const bubble = { px: 1.5, py: 1, borderRadius: 2, maxWidth: '80%', mb: 1 } as const;
  return (
    <Box
      aria-label="Chatbot preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', fontSize }}
      style={{ backgroundColor: theme.backgroundColor }}
    >
      <Box sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: 600 }}>
        {theme.title || 'Chatbot'}
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column' }}>
        <Box
          sx={{ ...bubble, alignSelf: 'flex-start' }}
          style={{ backgroundColor: theme.botMessage.backgroundColor, color: theme.botMessage.textColor }}
        >
          {theme.welcomeMessage || 'Hi there! How can I help?'}
        </Box>
        <Box
          sx={{ ...bubble, alignSelf: 'flex-end' }}
          style={{ backgroundColor: theme.userMessage.backgroundColor, color: theme.userMessage.textColor }}
        >
          What can you do?
        </Box>
      </Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
        style={{ backgroundColor: theme.textInputBackgroundColor, color: theme.textInputTextColor }}
      >
        <Box sx={{ flexGrow: 1, opacity: 0.7 }}>{theme.textInputPlaceholder || 'Type your question'}</Box>
        <Box sx={{ fontWeight: 700 }} style={{ color: theme.sendButtonColor }}>
          ➤
        </Box>
      </Box>
    </Box>
  );
}
