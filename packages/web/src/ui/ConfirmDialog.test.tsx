import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfirmStore } from '../stores/confirm.store.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

describe('ConfirmDialog (spec §2)', () => {
  it('shows title, description and named buttons, with the custom id on the confirm button', async () => {
    render(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = useConfirmStore.getState().confirm({
        title: 'Delete Chatflow',
        description: 'It cannot be restored.',
        confirmButtonName: 'Delete',
        cancelButtonName: 'Keep',
        customBtnId: 'btn_confirmDeleteChatflow',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chatflow' });
    expect(dialog.textContent).toContain('It cannot be restored.');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.id).toBe('btn_confirmDeleteChatflow');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeTruthy();
    await userEvent.setup().click(confirm);
    await expect(answer).resolves.toBe(true);
  });

  it('defaults the buttons to OK and Cancel and answers false on cancel', async () => {
    render(<ConfirmDialog />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = useConfirmStore.getState().confirm({ title: 'Continue?' });
    });
    await screen.findByRole('dialog', { name: 'Continue?' });
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
