import type { ChatbotConfig, UploadsConfig } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import type { ChatAppearance } from './chat-appearance.ts';
import { starterPromptsOf } from './chat-appearance.ts';
import type { ChatSession } from './chat-session.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { LeadForm } from './LeadForm.tsx';
import type { MessageActions, MessageContext } from './MessageItem.tsx';
import { MessageList } from './MessageList.tsx';
import { PromptChips } from './PromptChips.tsx';
import type { StartForm } from './start-form.ts';
import { StartFormView } from './StartFormView.tsx';
import { uploadRulesOf } from './upload-rules.ts';
import { useChatState } from './useChatSession.ts';

export interface ChatViewProps {
  readonly session: ChatSession;
  readonly flowId: string;
  readonly config: ChatbotConfig;
  readonly uploads?: UploadsConfig;
  readonly startForm?: StartForm;
  readonly appearance: ChatAppearance;
  /** The public chatbot asks for a lead first when the configuration says so. */
  readonly captureLead?: boolean;
}

/**
 * A chat with a flow: messages (streaming), progress, human-input buttons, prompts, feedback, the question box
 * with uploads and stop, or the Start node's form for form-input flows.
 */
export function ChatView({
  session,
  flowId,
  config,
  uploads,
  startForm,
  appearance,
  captureLead = false,
}: ChatViewProps) {
  // Booleans only: the view does not re-render for every token, only the message list does.
  const started = useChatState(session, (state) => state.entries.some((entry) => entry.kind === 'user'));
  const paused = useChatState(session, (state) => {
    const last = state.entries.at(-1);
    return last?.kind === 'bot' && last.action !== undefined;
  });
  const running = useChatState(session, (state) => state.running);
  const chatId = useChatState(session, (state) => state.chatId);
  const lead = useChatState(session, (state) => state.lead);
  const loadingHistory = useChatState(session, (state) => state.loadingHistory);
  const historyError = useChatState(session, (state) => state.historyError);

  const actions = useMemo<MessageActions>(
    () => ({
      answer: (request, type, feedback) => void session.resume(request, type, feedback),
      ask: (prompt) => void session.send({ question: prompt }),
      rated: (entry, feedback) => {
        session.setFeedback(entry, feedback);
      },
    }),
    [session],
  );
  const context = useMemo<MessageContext>(
    () => ({
      flowId,
      chatId,
      appearance,
      renderHtml: config.renderHTML === true,
      feedbackEnabled: config.chatFeedback?.status === true,
      actions,
    }),
    [flowId, chatId, appearance, config, actions],
  );
  const uploadRules = useMemo(() => uploadRulesOf(uploads, config), [uploads, config]);
  const starterPrompts = useMemo(() => starterPromptsOf(config), [config]);

  const needsLead = captureLead && config.leads?.status === true && !lead;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        fontSize: appearance.fontSize,
      }}
    >
      {loadingHistory ? <LinearProgress aria-label="Loading the previous messages" /> : null}
      {historyError ? <Alert severity="warning">{historyError}</Alert> : null}
      <MessageList session={session} context={context} running={running}>
        {!started && !needsLead && !startForm ? (
          <PromptChips
            prompts={starterPrompts}
            label="Starter prompts"
            onPick={(prompt) => void session.send({ question: prompt })}
          />
        ) : null}
        {needsLead && config.leads ? (
          <LeadForm
            flowId={flowId}
            chatId={chatId}
            config={config.leads}
            onSaved={(saved) => {
              session.saveLead(saved);
              if (config.leads?.successMessage) session.note(config.leads.successMessage);
            }}
          />
        ) : null}
        {startForm && !needsLead && !running && !paused ? (
          <StartFormView
            form={startForm}
            disabled={running}
            onSubmit={(form, summary) => void session.send({ form, display: summary })}
          />
        ) : null}
      </MessageList>
      {startForm && !running ? null : (
        <ChatComposer
          running={running}
          disabled={needsLead || (paused && !running)}
          uploadRules={uploadRules}
          appearance={appearance}
          onSend={(question, files) => void session.send({ question, uploads: files })}
          onStop={() => void session.stop()}
        />
      )}
    </Box>
  );
}
