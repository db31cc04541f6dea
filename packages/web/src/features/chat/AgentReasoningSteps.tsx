import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { AgentReasoningView } from './chat-types.ts';
import { DetailChips } from './DetailChips.tsx';
import { MarkdownMessage } from './MarkdownMessage.tsx';

function StepSummary({ step }: { readonly step: AgentReasoningView }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <SmartToyOutlinedIcon fontSize="small" color="primary" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="agent-step-name">
        {step.agentName}
      </Typography>
      {step.next ? (
        <Chip
          size="small"
          variant="outlined"
          icon={<ArrowForwardIcon />}
          label={step.next}
          aria-label={`Next: ${step.next}`}
        />
      ) : null}
      {step.usedTools.length > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {step.usedTools.length === 1 ? '1 tool' : `${String(step.usedTools.length)} tools`}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The turns of the agents of an agentflow v1 run, one folded step each (Flowise's agent reasoning): who spoke,
 * what they said, the tools they used and where the conversation went next.
 */
export const AgentReasoningSteps = memo(function AgentReasoningSteps({
  steps,
  renderHtml,
}: {
  readonly steps: readonly AgentReasoningView[];
  readonly renderHtml: boolean;
}) {
  if (steps.length === 0) return null;
  return (
    <Box sx={{ mb: 1 }} role="list" aria-label="Agent steps">
      {steps.map((step, index) => (
        <Accordion
          key={`${String(index)}-${step.nodeId ?? step.agentName}`}
          role="listitem"
          disableGutters
          variant="outlined"
          data-testid="agent-step"
          slotProps={{ transition: { unmountOnExit: true } }}
          sx={{ '&:before': { display: 'none' }, mb: 0.5, bgcolor: 'background.paper' }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 36, px: 1 }}>
            <StepSummary step={step} />
          </AccordionSummary>
          <AccordionDetails sx={{ px: 1.5, pt: 0 }}>
            {step.messages.map((message, messageIndex) => (
              <MarkdownMessage key={String(messageIndex)} text={message} renderHtml={renderHtml} />
            ))}
            {step.instructions ? (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                Instructions: {step.instructions}
              </Typography>
            ) : null}
            <DetailChips usedTools={step.usedTools} sourceDocuments={step.sourceDocuments} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
});

/** Which agent is speaking while a v1 run streams. */
export function SpeakingAgent({ name }: { readonly name: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }} data-testid="next-agent">
      <SmartToyOutlinedIcon fontSize="inherit" color="primary" aria-hidden />
      <Typography variant="caption" color="text.secondary">
        {name} is speaking…
      </Typography>
    </Box>
  );
}
