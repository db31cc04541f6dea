import { afterEach, describe, expect, it } from 'vitest';
import { useConfirmStore } from './confirm.store.ts';

afterEach(() => {
  useConfirmStore.getState().settle(false);
});

describe('confirm store', () => {
  it('shows the dialog with OK and Cancel by default and resolves with the choice', async () => {
    const answer = useConfirmStore.getState().confirm({ title: 'Delete?' });
    const { open, request } = useConfirmStore.getState();
    expect(open).toBe(true);
    expect(request).toMatchObject({ title: 'Delete?', confirmButtonName: 'OK', cancelButtonName: 'Cancel' });

    useConfirmStore.getState().settle(true);

    await expect(answer).resolves.toBe(true);
    expect(useConfirmStore.getState().open).toBe(false);
  });

  it('answers false to a request that a newer one replaces', async () => {
    const first = useConfirmStore.getState().confirm({ title: 'First' });
    const second = useConfirmStore.getState().confirm({ title: 'Second', confirmButtonName: 'Delete' });
    await expect(first).resolves.toBe(false);
    expect(useConfirmStore.getState().request?.confirmButtonName).toBe('Delete');
    useConfirmStore.getState().settle(false);
    await expect(second).resolves.toBe(false);
  });
});
