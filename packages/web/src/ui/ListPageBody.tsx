import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader.tsx';

/** What the body needs of the list's query: whether it is loading or failed, and a way to try again. */
export interface ListQueryState {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export interface ListPageBodyProps {
  readonly query: ListQueryState;
  /** The items in lower case and plural, as the messages name them: "datasets". */
  readonly items: string;
  /** How many items there are, and how many the search leaves. */
  readonly total: number;
  readonly shown: number;
  readonly search: string;
  /** Shown when there is no item at all (usually an `EmptyState`). */
  readonly empty: ReactNode;
  /** The table of the items the search leaves. */
  readonly children: ReactNode;
}

/**
 * The body of a searchable list page, in the order a person meets it: loading, a failure with Retry, nothing yet,
 * nothing matching the search, or the list.
 */
export function ListPageBody({ query, items, total, shown, search, empty, children }: ListPageBodyProps) {
  if (query.isPending) return <PageLoader label={`Loading ${items}`} />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load {items}: {errorMessage(query.error)}
      </Alert>
    );
  }
  if (total === 0) return <>{empty}</>;
  if (shown === 0) {
    return (
      <Typography color="text.secondary">
        No {items} match &ldquo;{search.trim()}&rdquo;.
      </Typography>
    );
  }
  return <>{children}</>;
}
