import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowActionsContext } from './flow-actions.ts';
import { FlowSettingsMenu } from './FlowSettingsMenu.tsx';

afterEach(() => {
  cleanup();
});

describe('flow settings menu', () => {
  it('opens settings tabs and the chat dialogs of a saved flow', async () => {
    const onOpen = vi.fn();
    const onAction = vi.fn();
    render(
      <FlowActionsContext.Provider value={onAction}>
        <FlowSettingsMenu onOpen={onOpen} />
      </FlowActionsContext.Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Leads' }));
    expect(onOpen).toHaveBeenCalledWith('leads');
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'View Messages' }));
    expect(onAction).toHaveBeenCalledWith('viewMessages');
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    for (const name of [
      'View Leads',
      'Share Chatbot',
      'Embed',
      'Follow-up Prompts',
      'Chat Feedback',
      'File Upload',
    ])
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
  });

  it('keeps the chat dialogs disabled, with the reason, while the editor offers none', async () => {
    render(<FlowSettingsMenu onOpen={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    const share = screen.getByRole('menuitem', { name: 'Share Chatbot' });
    expect(share.getAttribute('aria-disabled')).toBe('true');
    expect(share.getAttribute('title')).toBe('Save the flow first to change its settings');
  });
});
