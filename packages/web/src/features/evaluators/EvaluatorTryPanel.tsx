import { errorMessage } from '@loomflow/core';
import type { EvaluatorVerdict } from '@loomflow/core';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { evaluatorsApi } from '../../api/evaluators.api.ts';
import { checkDraft } from './evaluator-draft.ts';
import type { EvaluatorDraft } from './evaluator-draft.ts';
import { EMPTY_JUDGE_MODEL, judgeModelOf } from './judge-model-draft.ts';
import { JudgeModelFields } from './JudgeModelFields.tsx';
import { VerdictChip } from './VerdictChip.tsx';

export interface EvaluatorTryPanelProps {
  readonly draft: EvaluatorDraft;
  /** Shows the draft's problems in its fields when it cannot be tried yet. */
  readonly onInvalid: (errors: Readonly<Record<string, string>>) => void;
}

const optionalNumber = (text: string): number | undefined =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/** "Try it": the check as edited, on a sample row and answer, showing the verdict without saving anything. */
export function EvaluatorTryPanel({ draft, onInvalid }: EvaluatorTryPanelProps) {
  const [input, setInput] = useState('What is the capital of France?');
  const [expectedOutput, setExpectedOutput] = useState('Paris');
  const [actualOutput, setActualOutput] = useState('The capital of France is Paris.');
  const [latencyMs, setLatencyMs] = useState('1200');
  const [totalTokens, setTotalTokens] = useState('150');
  const [cost, setCost] = useState('');
  const [judgeModel, setJudgeModel] = useState(EMPTY_JUDGE_MODEL);
  const attempt = useMutation<EvaluatorVerdict>({
    mutationFn: () => {
      const check = checkDraft({ ...draft, name: draft.name.trim() || 'Try' });
      if (!check.ok) {
        onInvalid(check.errors);
        return Promise.reject(new Error('Fix the highlighted settings first'));
      }
      const judge = judgeModelOf(judgeModel);
      const latency = optionalNumber(latencyMs);
      const tokens = optionalNumber(totalTokens);
      const price = optionalNumber(cost);
      return evaluatorsApi.tryOn({
        evaluator: check.request,
        sample: {
          input,
          expectedOutput,
          actualOutput,
          ...(latency === undefined ? {} : { latencyMs: latency }),
          ...(tokens === undefined ? {} : { totalTokens: Math.round(tokens) }),
          ...(price === undefined ? {} : { cost: price }),
        },
        ...(judge ? { judgeModel: judge } : {}),
      });
    },
  });
  const needsJudge = draft.type === 'llm' && draft.llm.model.chatModel === '';

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Try it">
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Try it
        </Typography>
        <TextField
          label="Sample input"
          size="small"
          multiline
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
          }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            label="Sample expected output"
            size="small"
            multiline
            value={expectedOutput}
            onChange={(event) => {
              setExpectedOutput(event.target.value);
            }}
          />
          <TextField
            fullWidth
            label="Sample actual output"
            size="small"
            multiline
            value={actualOutput}
            onChange={(event) => {
              setActualOutput(event.target.value);
            }}
          />
        </Stack>
        {draft.type === 'numeric' ? (
          <Stack direction="row" spacing={2}>
            <TextField
              label="Latency (ms)"
              size="small"
              type="number"
              value={latencyMs}
              onChange={(event) => {
                setLatencyMs(event.target.value);
              }}
            />
            <TextField
              label="Total tokens"
              size="small"
              type="number"
              value={totalTokens}
              onChange={(event) => {
                setTotalTokens(event.target.value);
              }}
            />
            <TextField
              label="Cost (USD)"
              size="small"
              type="number"
              value={cost}
              onChange={(event) => {
                setCost(event.target.value);
              }}
            />
          </Stack>
        ) : null}
        {needsJudge ? (
          <JudgeModelFields
            value={judgeModel}
            onChange={setJudgeModel}
            label="Try with chat model"
            noneLabel="Choose a model to try with"
          />
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<PlayArrowIcon />}
            loading={attempt.isPending}
            onClick={() => {
              attempt.mutate();
            }}
          >
            Try
          </Button>
          {attempt.data ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="try-verdict">
              <VerdictChip verdict={attempt.data.verdict} />
              {attempt.data.score !== null ? (
                <Typography variant="body2">Score {String(attempt.data.score)}</Typography>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
        {attempt.data?.reason ? <Typography variant="body2">{attempt.data.reason}</Typography> : null}
        {attempt.isError ? <Alert severity="error">{errorMessage(attempt.error)}</Alert> : null}
      </Stack>
    </Paper>
  );
}
