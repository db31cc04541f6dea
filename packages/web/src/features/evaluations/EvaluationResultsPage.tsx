import { RUN_STATUSES, errorMessage } from '@loomflow/core';
import type { EvaluationRunStatus } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { RUN_STATUS_LABELS, isActive } from './evaluation-format.ts';
import { evaluationPaths } from './evaluation-paths.ts';
import { EvaluationRunsTable } from './EvaluationRunsTable.tsx';
import { EvaluationStatus } from './EvaluationStatus.tsx';
import { EvaluationSummary } from './EvaluationSummary.tsx';
import { OutdatedNotice } from './OutdatedNotice.tsx';
import { useEvaluationActions } from './useEvaluationActions.ts';
import { useEvaluationDetail, useEvaluationVersions } from './useEvaluationResults.ts';
import { VersionCharts } from './VersionCharts.tsx';

function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {extra}
      </Stack>
      {children}
    </Stack>
  );
}

const ALL = 'all';

/** `/evaluation_results/{id}`: one version's summary per flow, charts across versions, and every run. */
export function EvaluationResultsPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { can } = useAccess();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [flowId, setFlowId] = useState(ALL);
  const [status, setStatus] = useState<EvaluationRunStatus | typeof ALL>(ALL);
  const detail = useEvaluationDetail(id, {
    page,
    limit,
    ...(flowId === ALL ? {} : { flowId }),
    ...(status === ALL ? {} : { status }),
  });
  const versions = useEvaluationVersions(id);
  const actions = useEvaluationActions({
    onRunAgain: (started) => void navigate(evaluationPaths.results(started.id)),
    onDeleted: () => void navigate(evaluationPaths.list),
  });

  if (detail.isPending) return <PageLoader label="Loading results" />;
  if (detail.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the evaluation: {errorMessage(detail.error)}
      </Alert>
    );
  }
  const evaluation = detail.data;
  const allVersions = versions.data?.versions ?? [evaluation];
  const flowNames = new Map(evaluation.flows.map((flow) => [flow.id, flow.name]));
  const active = isActive(evaluation.status);

  return (
    <Stack spacing={3}>
      {/* Name (cut with an ellipsis, whole on hover) beside version, status and actions; when they cannot share
          one line the actions move under the name, never over it. */}
      <Stack
        direction="row"
        useFlexGap
        data-testid="evaluation-header"
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1.5 }}
      >
        <Tooltip title="Back to evaluations">
          <IconButton component={RouterLink} to={evaluationPaths.list} aria-label="Back to evaluations">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Stack sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} noWrap title={evaluation.name}>
            {evaluation.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Dataset {evaluation.datasetName} ·{' '}
            {evaluation.mode === 'conversation' ? 'one conversation' : 'independent rows'} ·{' '}
            {evaluation.evaluators.map((evaluator) => evaluator.name).join(', ') || 'no evaluators'}
          </Typography>
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          data-testid="evaluation-header-actions"
          sx={{ alignItems: 'center', flexShrink: 0, ml: 'auto' }}
        >
          <TextField
            select
            size="small"
            label="Version"
            value={evaluation.id}
            fullWidth={false}
            sx={{ width: 110, flexShrink: 0 }}
            onChange={(event) => {
              setPage(1);
              void navigate(evaluationPaths.results(event.target.value));
            }}
          >
            {allVersions.map((version) => (
              <MenuItem key={version.id} value={version.id}>
                v{version.version}
              </MenuItem>
            ))}
          </TextField>
          <EvaluationStatus evaluationId={evaluation.id} progress={evaluation.progress} />
          <Stack direction="row" spacing={1}>
            {active && can('evaluations:run') ? (
              <Button
                variant="outlined"
                startIcon={<StopCircleOutlinedIcon />}
                onClick={() => void actions.run('cancel', evaluation)}
              >
                Cancel
              </Button>
            ) : null}
            {!active && can('evaluations:run') ? (
              <Button
                variant="outlined"
                startIcon={<ReplayIcon />}
                onClick={() => void actions.run('runAgain', evaluation)}
              >
                Run Again
              </Button>
            ) : null}
            {can('evaluations:delete') ? (
              <Tooltip title="Delete every version">
                <IconButton
                  color="error"
                  aria-label="Delete evaluation"
                  onClick={() =>
                    void actions.run('delete', { ...evaluation, versionCount: allVersions.length })
                  }
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        </Stack>
      </Stack>
      {evaluation.outdated ? <OutdatedNotice evaluationId={evaluation.id} /> : null}
      {evaluation.progress.error && !active ? (
        <Alert severity={evaluation.status === 'failed' ? 'error' : 'info'}>
          {evaluation.progress.error}
        </Alert>
      ) : null}
      <Section title="Summary">
        <EvaluationSummary evaluation={evaluation} />
      </Section>
      <Section title="Across versions">
        <VersionCharts versions={allVersions} />
      </Section>
      <Section
        title="Runs"
        extra={
          <Stack direction="row" spacing={1}>
            {evaluation.flows.length > 1 ? (
              <TextField
                select
                size="small"
                label="Flow"
                value={flowId}
                sx={{ minWidth: 160 }}
                onChange={(event) => {
                  setFlowId(event.target.value);
                  setPage(1);
                }}
              >
                <MenuItem value={ALL}>All flows</MenuItem>
                {evaluation.flows.map((flow) => (
                  <MenuItem key={flow.id} value={flow.id}>
                    {flow.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              select
              size="small"
              label="Outcome"
              value={status}
              sx={{ minWidth: 140 }}
              onChange={(event) => {
                setStatus(RUN_STATUSES.find((candidate) => candidate === event.target.value) ?? ALL);
                setPage(1);
              }}
            >
              <MenuItem value={ALL}>All outcomes</MenuItem>
              {RUN_STATUSES.map((candidate) => (
                <MenuItem key={candidate} value={candidate}>
                  {RUN_STATUS_LABELS[candidate]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        }
      >
        <EvaluationRunsTable
          runs={evaluation.runs}
          flowNames={flowNames}
          total={evaluation.totalRuns}
          page={page}
          limit={limit}
          onPage={setPage}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      </Section>
    </Stack>
  );
}
