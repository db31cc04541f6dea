import Alert from '@mui/material/Alert';
import { formatDateTime } from '../../ui/formatDate.ts';
import { useOutdatedReasons } from './useEvaluationResults.ts';

/** Why the results no longer describe the flows and dataset as they are now. */
export function OutdatedNotice({ evaluationId }: { readonly evaluationId: string }) {
  const outdated = useOutdatedReasons(evaluationId, true);
  const reasons = outdated.data?.reasons ?? [];
  return (
    <Alert severity="warning" data-testid="outdated-notice">
      Outdated: run it again for current results.
      {reasons.length > 0 ? (
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {reasons.map((reason) => (
            <li key={`${reason.kind}-${reason.id}`}>
              {reason.kind === 'flow' ? 'Flow' : 'Dataset'} &ldquo;{reason.name}&rdquo;{' '}
              {reason.deleted
                ? 'was deleted'
                : `changed ${reason.changedDate ? formatDateTime(reason.changedDate) : 'since the run'}`}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
