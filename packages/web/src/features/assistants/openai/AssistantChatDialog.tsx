import AttachmentIcon from '@mui/icons-material/Attachment';
import CloseIcon from '@mui/icons-material/Close';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { ChatComposer } from '../../chat/ChatComposer.tsx';
import { MessageItem } from '../../chat/MessageItem.tsx';
import type { MessageContext } from '../../chat/MessageItem.tsx';
import type { UploadRule } from '../../chat/upload-rules.ts';
import { useAssistantChat } from './useAssistantChat.ts';

export interface AssistantChatDialogProps {
  readonly assistantId: string;
  readonly name: string;
  readonly onClose: () => void;
}

const NO_UPLOADS: readonly UploadRule[] = [];

/** Chat with an OpenAI / Azure assistant: its answer streams in; tools used and files cited show below it. */
export function AssistantChatDialog({ assistantId, name, onClose }: AssistantChatDialogProps) {
  const chat = useAssistantChat(assistantId);
  const { send } = chat;
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  });
  const context = useMemo<MessageContext>(
    () => ({
      flowId: assistantId,
      chatId: chat.chatId,
      appearance: {},
      renderHtml: false,
      feedbackEnabled: false,
      actions: { answer: () => undefined, ask: send, rated: () => undefined },
    }),
    [assistantId, chat.chatId, send],
  );
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="assistant-chat-title">
      <DialogTitle id="assistant-chat-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          Chat with {name}
        </Box>
        <Tooltip title="New chat">
          <IconButton aria-label="New chat" onClick={chat.reset}>
            <DeleteSweepIcon />
          </IconButton>
        </Tooltip>
        <IconButton aria-label="Close chat" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', height: '70vh', p: 0 }}>
        <Box
          ref={scroller}
          role="log"
          aria-label="Chat messages"
          aria-busy={chat.running}
          sx={{ flexGrow: 1, overflowY: 'auto', px: 2, py: 1 }}
        >
          {chat.entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Ask something: the assistant answers with its instructions, tools and files.
            </Typography>
          ) : null}
          {chat.entries.map((entry) => (
            <Box key={entry.id}>
              <MessageItem entry={entry} context={context} busy={chat.running} />
              {(chat.annotations[entry.id] ?? []).length > 0 ? (
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', mb: 1 }}
                  aria-label="Files"
                >
                  {(chat.annotations[entry.id] ?? []).map((file) => (
                    <Chip
                      key={`${file.fileId}-${file.fileName}`}
                      size="small"
                      icon={<AttachmentIcon />}
                      label={file.fileName}
                    />
                  ))}
                </Stack>
              ) : null}
            </Box>
          ))}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <ChatComposer
            running={chat.running}
            uploadRules={NO_UPLOADS}
            appearance={{}}
            onSend={(question) => {
              send(question);
            }}
            onStop={chat.stop}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
