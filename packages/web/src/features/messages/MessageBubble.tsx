import AttachFileIcon from '@mui/icons-material/AttachFile';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '@loomflow/core';
import { formatDateTime } from '../../ui/formatDate.ts';
import { sourceDocuments, uploadedFileNames, usedTools } from './message-parts.ts';
import { MarkdownMessage } from '../chat/MarkdownMessage.tsx';

function Feedback({ message }: { readonly message: ChatMessage }) {
  const { feedback } = message;
  if (!feedback) return null;
  const up = feedback.rating === 'THUMBS_UP';
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', mt: 0.5 }}
      data-testid={`feedback-${message.id}`}
    >
      {up ? (
        <ThumbUpIcon fontSize="small" color="success" aria-label="Thumbs up" />
      ) : (
        <ThumbDownIcon fontSize="small" color="error" aria-label="Thumbs down" />
      )}
      {feedback.content ? (
        <Typography variant="caption" color="text.secondary">
          “{feedback.content}”
        </Typography>
      ) : null}
    </Stack>
  );
}

/** One stored message: a user or assistant bubble with its text, tools, documents, files and feedback. */
export function MessageBubble({ message }: { readonly message: ChatMessage }) {
  const user = message.role === 'userMessage';
  const tools = usedTools(message);
  const documents = sourceDocuments(message);
  const files = uploadedFileNames(message);
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: user ? 'flex-end' : 'flex-start', mb: 1.5 }}
      data-testid={`message-${message.id}`}
    >
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: user ? 'primary.main' : 'action.hover',
          color: user ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <MarkdownMessage text={message.content} />
        {files.length > 0 ? (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {files.map((name) => (
              <Chip key={name} size="small" icon={<AttachFileIcon />} label={name} />
            ))}
          </Stack>
        ) : null}
      </Box>
      {tools.length > 0 || documents.length > 0 ? (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5, maxWidth: '85%' }}>
          {tools.map((tool, index) => (
            <Tooltip key={`tool-${index}`} title={`Input: ${tool.input}\nOutput: ${tool.output}`}>
              <Chip size="small" variant="outlined" icon={<BuildOutlinedIcon />} label={tool.tool} />
            </Tooltip>
          ))}
          {documents.map((document, index) => (
            <Tooltip key={`doc-${index}`} title={document.excerpt}>
              <Chip
                size="small"
                variant="outlined"
                icon={<DescriptionOutlinedIcon />}
                label={document.source}
              />
            </Tooltip>
          ))}
        </Stack>
      ) : null}
      <Feedback message={message} />
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {formatDateTime(message.createdDate)}
      </Typography>
    </Box>
  );
}
