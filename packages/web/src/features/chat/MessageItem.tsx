import type { FeedbackRating } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { AgentReasoningSteps, SpeakingAgent } from './AgentReasoningSteps.tsx';
import type { ChatAppearance } from './chat-appearance.ts';
import type { BotEntry, ChatEntry, HumanInputRequest, UserEntry } from './chat-types.ts';
import { DetailChips } from './DetailChips.tsx';
import { FeedbackButtons } from './FeedbackButtons.tsx';
import { HumanInputActions } from './HumanInputActions.tsx';
import { MarkdownMessage } from './MarkdownMessage.tsx';
import { NodeProgressList } from './NodeProgressList.tsx';
import { PromptChips } from './PromptChips.tsx';
import { ThinkingBlock } from './ThinkingBlock.tsx';

/** What a message can do; one stable object per chat, so memoised messages do not re-render. */
export interface MessageActions {
  readonly answer: (request: HumanInputRequest, type: 'proceed' | 'reject', feedback: string) => void;
  readonly ask: (prompt: string) => void;
  readonly rated: (entryId: string, feedback: { id: string; rating: FeedbackRating }) => void;
}

export interface MessageContext {
  readonly flowId: string;
  readonly chatId: string;
  readonly appearance: ChatAppearance;
  readonly renderHtml: boolean;
  readonly feedbackEnabled: boolean;
  readonly actions: MessageActions;
}

export interface MessageItemProps {
  readonly entry: ChatEntry;
  readonly context: MessageContext;
  /** Another answer is streaming: buttons wait. */
  readonly busy: boolean;
}

function UserMessage({
  entry,
  appearance,
}: {
  readonly entry: UserEntry;
  readonly appearance: ChatAppearance;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, my: 1 }} data-role="user-message">
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: appearance.userBackground ?? 'primary.main',
          color: appearance.userText ?? 'primary.contrastText',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {entry.text}
        {entry.uploads.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: entry.text ? 1 : 0 }}>
            {entry.uploads.map((upload) =>
              upload.mime.startsWith('image/') && upload.data !== '' ? (
                <Box
                  key={upload.name}
                  component="img"
                  src={upload.data}
                  alt={upload.name}
                  sx={{ maxWidth: 160, maxHeight: 120, borderRadius: 1 }}
                />
              ) : (
                <Typography key={upload.name} variant="caption" sx={{ display: 'block' }}>
                  📎 {upload.name}
                </Typography>
              ),
            )}
          </Box>
        ) : null}
      </Box>
      {appearance.userAvatar ? <Avatar src={appearance.userAvatar} sx={{ width: 28, height: 28 }} /> : null}
    </Box>
  );
}

function BotMessage({
  entry,
  context,
  busy,
}: {
  readonly entry: BotEntry;
  readonly context: MessageContext;
  readonly busy: boolean;
}) {
  const { appearance, actions } = context;
  const streaming = entry.status === 'streaming';
  const waiting =
    streaming &&
    entry.text === '' &&
    entry.nodes.length === 0 &&
    entry.thinking === '' &&
    entry.nextAgent === undefined;
  return (
    <Box sx={{ display: 'flex', gap: 1, my: 1 }} data-role="bot-message" data-status={entry.status}>
      {appearance.botAvatar ? <Avatar src={appearance.botAvatar} sx={{ width: 28, height: 28 }} /> : null}
      <Box
        sx={{
          maxWidth: '90%',
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: appearance.botBackground ?? 'action.hover',
          color: appearance.botText ?? 'text.primary',
        }}
      >
        <NodeProgressList nodes={entry.nodes} />
        <AgentReasoningSteps steps={entry.agentReasoning} renderHtml={context.renderHtml} />
        {streaming && entry.nextAgent !== undefined ? <SpeakingAgent name={entry.nextAgent} /> : null}
        <ThinkingBlock text={entry.thinking} active={streaming && entry.text === ''} />
        {waiting ? (
          <Typography variant="body2" color="text.secondary">
            …
          </Typography>
        ) : null}
        {entry.text !== '' ? (
          <Box data-testid="answer-text">
            <MarkdownMessage text={entry.text} renderHtml={context.renderHtml} />
          </Box>
        ) : null}
        {entry.images.map((image) => (
          <Box key={image} component="img" src={image} alt="" sx={{ maxWidth: '100%', mt: 1 }} />
        ))}
        <DetailChips usedTools={entry.usedTools} sourceDocuments={entry.sourceDocuments} />
        {entry.status === 'error' ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {entry.error ?? 'The run failed'}
          </Alert>
        ) : null}
        {entry.status === 'stopped' ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Stopped
          </Typography>
        ) : null}
        {entry.action && !streaming ? (
          <HumanInputActions
            request={entry.action}
            disabled={busy}
            onAnswer={(type, feedback) => {
              if (entry.action) actions.answer(entry.action, type, feedback);
            }}
          />
        ) : null}
        {context.feedbackEnabled && entry.messageId && !entry.greeting && entry.status === 'done' ? (
          <FeedbackButtons
            flowId={context.flowId}
            chatId={context.chatId}
            messageId={entry.messageId}
            feedback={entry.feedback}
            onRated={(feedback) => {
              actions.rated(entry.id, feedback);
            }}
          />
        ) : null}
        {!streaming ? (
          <PromptChips
            prompts={entry.followUpPrompts}
            label="Follow-up prompts"
            disabled={busy}
            onPick={actions.ask}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/** One message of the chat; memoised: a finished message renders once. */
export const MessageItem = memo(function MessageItem({ entry, context, busy }: MessageItemProps) {
  return entry.kind === 'user' ? (
    <UserMessage entry={entry} appearance={context.appearance} />
  ) : (
    <BotMessage entry={entry} context={context} busy={busy} />
  );
});
