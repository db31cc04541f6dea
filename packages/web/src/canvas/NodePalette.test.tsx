import { NODE_DEFINITIONS } from '@loomflow/nodes';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NodePalette } from './NodePalette.tsx';

afterEach(cleanup);

describe('the node palette of a chatflow', () => {
  it('opens the groups that match a search, though they were closed before it', async () => {
    const user = userEvent.setup();
    render(<NodePalette definitions={NODE_DEFINITIONS} flowType="CHATFLOW" />);
    const chatModels = screen.getByRole('button', { name: /^Chat Models/ });
    expect(chatModels.getAttribute('aria-expanded')).toBe('false');

    await user.type(screen.getByLabelText('Search nodes'), 'chatOpenAI');
    expect(screen.getByRole('button', { name: /^Chat Models/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('palette-chatOpenAI').textContent).toContain('OpenAI');

    await user.clear(screen.getByLabelText('Search nodes'));
    expect(screen.getByRole('button', { name: /^Chat Models/ }).getAttribute('aria-expanded')).toBe('false');
  });
});
