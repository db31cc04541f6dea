import { MAX_EVALUATION_CONCURRENCY, errorMessage } from '@loomflow/core';
import type { Chatflow, Evaluation, Evaluator } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { useDatasets } from '../datasets/useDatasets.ts';
import { EVALUATOR_TYPE_LABELS } from '../evaluators/evaluator-labels.ts';
import { EMPTY_JUDGE_MODEL } from '../evaluators/judge-model-draft.ts';
import { JudgeModelFields } from '../evaluators/JudgeModelFields.tsx';
import { useEvaluators } from '../evaluators/useEvaluators.ts';
import { checkNewEvaluation } from './new-evaluation-draft.ts';
import type { NewEvaluationDraft } from './new-evaluation-draft.ts';
import { FLOW_TYPE_LABELS, useEvaluableFlows } from './useEvaluationChoices.ts';
import { useCreateEvaluation } from './useEvaluations.ts';

export interface NewEvaluationDialogProps {
  readonly onClose: () => void;
  readonly onStarted: (evaluation: Evaluation) => void;
}

const EMPTY_DRAFT: NewEvaluationDraft = {
  name: '',
  flowIds: [],
  datasetId: '',
  evaluatorIds: [],
  judgeModel: EMPTY_JUDGE_MODEL,
  mode: 'independent',
  concurrency: '2',
};

/** Starts an evaluation: flows, dataset, evaluators, an optional judge model, and how the rows are sent. */
export function NewEvaluationDialog({ onClose, onStarted }: NewEvaluationDialogProps) {
  const create = useCreateEvaluation();
  const flows = useEvaluableFlows();
  const datasets = useDatasets();
  const evaluators = useEvaluators();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const set = (changes: Partial<NewEvaluationDraft>) => {
    setDraft({ ...draft, ...changes });
  };
  const flowList = flows.data ?? [];
  const evaluatorList = evaluators.data ?? [];

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkNewEvaluation(draft, evaluatorList);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      const started = await create.mutateAsync(check.request);
      notify.success('Evaluation started');
      onStarted(started);
    } catch (error: unknown) {
      notify.error(`Failed to start evaluation: ${errorMessage(error)}`);
    }
  };

  const field = (path: string) => ({ error: errors[path] !== undefined, helperText: errors[path] });
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      aria-labelledby="new-evaluation-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="new-evaluation-dialog-title">New Evaluation</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {create.error ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
            <TextField
              label="Name"
              name="name"
              autoFocus
              value={draft.name}
              onChange={(event) => {
                set({ name: event.target.value });
              }}
              {...field('name')}
            />
            <Autocomplete<Chatflow, true>
              multiple
              options={flowList}
              loading={flows.isPending}
              groupBy={(flow) => FLOW_TYPE_LABELS[flow.type]}
              getOptionLabel={(flow) => flow.name}
              value={flowList.filter((flow) => draft.flowIds.includes(flow.id))}
              onChange={(_event, chosen) => {
                set({ flowIds: chosen.map((flow) => flow.id) });
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Flows"
                  {...(errors.flowIds
                    ? field('flowIds')
                    : { helperText: 'Chatflows and agentflows; several are compared side by side.' })}
                />
              )}
            />
            <TextField
              select
              label="Dataset"
              value={draft.datasetId}
              onChange={(event) => {
                set({ datasetId: event.target.value });
              }}
              {...field('datasetId')}
            >
              {(datasets.data ?? []).map((dataset) => (
                <MenuItem key={dataset.id} value={dataset.id} disabled={dataset.rowCount === 0}>
                  {dataset.name} ({dataset.rowCount.toLocaleString()} rows)
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete<Evaluator, true>
              multiple
              options={evaluatorList}
              loading={evaluators.isPending}
              groupBy={(evaluator) => EVALUATOR_TYPE_LABELS[evaluator.type]}
              getOptionLabel={(evaluator) => evaluator.name}
              value={evaluatorList.filter((evaluator) => draft.evaluatorIds.includes(evaluator.id))}
              onChange={(_event, chosen) => {
                set({ evaluatorIds: chosen.map((evaluator) => evaluator.id) });
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Evaluators"
                  {...(errors.evaluatorIds
                    ? field('evaluatorIds')
                    : { helperText: 'Each answer is checked by every evaluator chosen.' })}
                />
              )}
            />
            <JudgeModelFields
              value={draft.judgeModel}
              noneLabel="Each LLM evaluator's own model"
              errors={{
                chatModel: errors['judgeModel.chatModel'],
                modelName: errors['judgeModel.modelName'],
              }}
              onChange={(judgeModel) => {
                set({ judgeModel });
              }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
              <Stack sx={{ flexGrow: 1 }}>
                <FormLabel id="evaluation-mode-label">Rows are sent</FormLabel>
                <RadioGroup
                  aria-labelledby="evaluation-mode-label"
                  value={draft.mode}
                  onChange={(event) => {
                    set({ mode: event.target.value === 'conversation' ? 'conversation' : 'independent' });
                  }}
                >
                  <FormControlLabel
                    value="independent"
                    control={<Radio />}
                    label="Independently (each row in a new chat)"
                  />
                  <FormControlLabel
                    value="conversation"
                    control={<Radio />}
                    label="As one conversation (rows in order, one chat per flow)"
                  />
                </RadioGroup>
              </Stack>
              <TextField
                label="Rows at a time"
                type="number"
                value={draft.concurrency}
                sx={{ maxWidth: 180 }}
                slotProps={{ htmlInput: { min: 1, max: MAX_EVALUATION_CONCURRENCY } }}
                onChange={(event) => {
                  set({ concurrency: event.target.value });
                }}
                {...(errors.concurrency
                  ? field('concurrency')
                  : { helperText: `1 to ${String(MAX_EVALUATION_CONCURRENCY)}` })}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Start
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
