import type { EvaluationListItem } from '@loomflow/core';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ListPageBody } from '../../ui/ListPageBody.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { EvaluationsTable } from './EvaluationsTable.tsx';
import type { EvaluationAction } from './EvaluationsTable.tsx';
import { NewEvaluationDialog } from './NewEvaluationDialog.tsx';
import { useEvaluationActions } from './useEvaluationActions.ts';
import { useEvaluations } from './useEvaluations.ts';

function matches(evaluation: EvaluationListItem, query: string): boolean {
  return [evaluation.name, evaluation.datasetName, ...evaluation.flows.map((flow) => flow.name)]
    .join(' ')
    .toLowerCase()
    .includes(query);
}

/** `/evaluations`: runs of datasets through flows with their status, progress and pass rate. */
export function EvaluationsPage() {
  const evaluations = useEvaluations();
  const { can } = useAccess();
  const actions = useEvaluationActions();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const canCreate = can('evaluations:create');
  const allowed = new Set<EvaluationAction>([
    ...(can('evaluations:run') ? (['cancel', 'runAgain'] as const) : []),
    ...(can('evaluations:delete') ? (['delete'] as const) : []),
  ]);
  const openCreate = () => {
    setCreating(true);
  };

  const query = search.trim().toLowerCase();
  const all = evaluations.data ?? [];
  const visible = all.filter((evaluation) => matches(evaluation, query));

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Evaluations"
        subtitle="Run a dataset through your flows and check every answer with your evaluators."
        search={search}
        onSearch={setSearch}
        searchLabel="Search evaluations"
        {...(canCreate
          ? { action: { label: 'New Evaluation', onClick: openCreate, testId: 'new-evaluation-button' } }
          : {})}
      />
      <ListPageBody
        query={evaluations}
        items="evaluations"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={FactCheckOutlinedIcon}
            title="No evaluations yet"
            text="An evaluation sends every row of a dataset to one or more flows and checks each answer, so you can compare flows and versions."
            {...(canCreate ? { action: { label: 'Start your first evaluation', onClick: openCreate } } : {})}
          />
        }
      >
        <EvaluationsTable
          evaluations={visible}
          allowed={allowed}
          onAction={(action, evaluation) => void actions.run(action, evaluation)}
        />
      </ListPageBody>
      {creating ? (
        <NewEvaluationDialog
          onClose={() => {
            setCreating(false);
          }}
          onStarted={() => {
            setCreating(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
