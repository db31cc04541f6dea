import { errorMessage } from '@loomflow/core';
import type { Evaluator } from '@loomflow/core';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ListPageBody } from '../../ui/ListPageBody.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { EVALUATOR_TYPE_LABELS, describeEvaluator } from './evaluator-labels.ts';
import { EvaluatorDialog } from './EvaluatorDialog.tsx';
import { EvaluatorsTable } from './EvaluatorsTable.tsx';
import { useDeleteEvaluator, useEvaluators } from './useEvaluators.ts';

type OpenDialog = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly evaluator: Evaluator };

function matches(evaluator: Evaluator, query: string): boolean {
  return [
    evaluator.name,
    evaluator.description,
    EVALUATOR_TYPE_LABELS[evaluator.type],
    describeEvaluator(evaluator),
  ]
    .join(' ')
    .toLowerCase()
    .includes(query);
}

/** `/evaluators`: reusable checks of a flow's answer (text, regex, JSON, numeric, LLM as judge). */
export function EvaluatorsPage() {
  const evaluators = useEvaluators();
  const remove = useDeleteEvaluator();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const canCreate = can('evaluators:create');
  const close = () => {
    setDialog(null);
  };
  const openCreate = () => {
    setDialog({ kind: 'create' });
  };

  const onDelete = async (evaluator: Evaluator) => {
    const confirmed = await confirm({
      title: 'Delete Evaluator',
      description: `Delete "${evaluator.name}"? Finished evaluations keep its verdicts.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-evaluator',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(evaluator.id);
      notify.success('Evaluator deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete evaluator: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const all = evaluators.data ?? [];
  const visible = all.filter((evaluator) => matches(evaluator, query));

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Evaluators"
        subtitle="Checks of a flow's answers: text, regular expressions, JSON, numbers, or an LLM as judge."
        search={search}
        onSearch={setSearch}
        searchLabel="Search evaluators"
        {...(canCreate
          ? { action: { label: 'Add Evaluator', onClick: openCreate, testId: 'add-evaluator-button' } }
          : {})}
      />
      <ListPageBody
        query={evaluators}
        items="evaluators"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={RuleOutlinedIcon}
            title="No evaluators yet"
            text="An evaluator decides whether an answer passes: it contains a text, matches a pattern, is valid JSON, is fast enough, or a judge model scores it high enough."
            {...(canCreate ? { action: { label: 'Add your first evaluator', onClick: openCreate } } : {})}
          />
        }
      >
        <EvaluatorsTable
          evaluators={visible}
          canUpdate={can('evaluators:update')}
          canDelete={can('evaluators:delete')}
          onEdit={(evaluator) => {
            setDialog({ kind: 'edit', evaluator });
          }}
          onDelete={(evaluator) => void onDelete(evaluator)}
        />
      </ListPageBody>
      {dialog?.kind === 'create' ? <EvaluatorDialog canSave onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <EvaluatorDialog existing={dialog.evaluator} canSave={can('evaluators:update')} onClose={close} />
      ) : null}
    </Stack>
  );
}
