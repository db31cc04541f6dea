import { errorMessage } from '@loomflow/core';
import type { Evaluation } from '@loomflow/core';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import type { EvaluationAction } from './EvaluationsTable.tsx';
import { useCancelEvaluation, useDeleteEvaluation, useRunEvaluationAgain } from './useEvaluations.ts';

export interface EvaluationActions {
  readonly run: (
    action: EvaluationAction,
    evaluation: Evaluation & { versionCount?: number },
  ) => Promise<void>;
}

export interface EvaluationActionCallbacks {
  /** After a re-run started: the new version. */
  readonly onRunAgain?: (started: Evaluation) => void;
  readonly onDeleted?: () => void;
}

/** Cancel, run again (a new version) and delete (every version, after confirming), with their toasts. */
export function useEvaluationActions(callbacks: EvaluationActionCallbacks = {}): EvaluationActions {
  const cancel = useCancelEvaluation();
  const runAgain = useRunEvaluationAgain();
  const remove = useDeleteEvaluation();
  const confirm = useConfirm();

  const run = async (action: EvaluationAction, evaluation: Evaluation & { versionCount?: number }) => {
    try {
      if (action === 'cancel') {
        await cancel.mutateAsync(evaluation.id);
        notify.success('Evaluation cancelled; finished runs are kept');
      } else if (action === 'runAgain') {
        const started = await runAgain.mutateAsync(evaluation.id);
        notify.success(`Version ${String(started.version)} started`);
        callbacks.onRunAgain?.(started);
      } else {
        const versions = evaluation.versionCount ?? 1;
        const confirmed = await confirm({
          title: 'Delete Evaluation',
          description: `Delete "${evaluation.name}"${versions > 1 ? ` and all its ${String(versions)} versions` : ''} with their results?${evaluation.status === 'running' ? ' The running version is cancelled first.' : ''}`,
          confirmButtonName: 'Delete',
          customBtnId: 'confirm-delete-evaluation',
        });
        if (!confirmed) return;
        await remove.mutateAsync(evaluation.id);
        notify.success('Evaluation deleted');
        callbacks.onDeleted?.();
      }
    } catch (error: unknown) {
      const verb = action === 'cancel' ? 'cancel' : action === 'runAgain' ? 'run again' : 'delete';
      notify.error(`Failed to ${verb} the evaluation: ${errorMessage(error)}`);
    }
  };
  return { run };
}
