import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPageBody, type ListQueryState } from './ListPageBody.tsx';

afterEach(cleanup);

const loaded: ListQueryState = { isPending: false, isError: false, error: null, refetch: () => undefined };

function renderBody(query: ListQueryState, counts: { total: number; shown: number }, search = '') {
  return render(
    <ListPageBody
      query={query}
      items="datasets"
      total={counts.total}
      shown={counts.shown}
      search={search}
      empty={<p>Nothing yet</p>}
    >
      <table aria-label="Datasets" />
    </ListPageBody>,
  );
}

describe('ListPageBody', () => {
  it('says it is loading while the list is read', () => {
    renderBody({ ...loaded, isPending: true }, { total: 0, shown: 0 });
    expect(screen.getByRole('progressbar', { name: 'Loading datasets' })).not.toBeNull();
  });

  it('names the failure and reads the list again on Retry', async () => {
    const refetch = vi.fn();
    renderBody(
      { ...loaded, isError: true, error: new Error('Server unreachable'), refetch },
      { total: 0, shown: 0 },
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load datasets: Server unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is no item at all', () => {
    renderBody(loaded, { total: 0, shown: 0 }, 'x');
    expect(screen.getByText('Nothing yet')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what the search matched nothing of', () => {
    renderBody(loaded, { total: 3, shown: 0 }, '  nope ');
    expect(screen.getByText('No datasets match “nope”.')).not.toBeNull();
  });

  it('shows the list when the search leaves items', () => {
    renderBody(loaded, { total: 3, shown: 2 }, 'a');
    expect(screen.getByRole('table', { name: 'Datasets' })).not.toBeNull();
  });
});
