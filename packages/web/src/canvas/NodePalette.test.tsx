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

describe('the node palette of an agentflow v1', () => {
  it('offers the sequential and multi agents open, with the models and tools they take', () => {
    render(<NodePalette definitions={NODE_DEFINITIONS} flowType="MULTIAGENT" />);
    for (const group of [/^Sequential Agents/, /^Multi Agents/, /^Memory/]) {
      expect(screen.getByRole('button', { name: group }).getAttribute('aria-expanded')).toBe('true');
    }
    for (const name of [
      'seqStart',
      'seqAgent',
      'seqCondition',
      'seqEnd',
      'supervisor',
      'worker',
      'agentMemory',
    ]) {
      expect(screen.getByTestId(`palette-${name}`)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: /^Chat Models/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /^Tools \(\d+\)/ })).toBeTruthy();
  });

  it('leaves out chatflow agents, chat memories and the v2 nodes, but keeps sticky notes and variables', async () => {
    const user = userEvent.setup();
    render(<NodePalette definitions={NODE_DEFINITIONS} flowType="MULTIAGENT" />);
    expect(screen.queryByRole('button', { name: /^Agents \(/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Agent Flows/ })).toBeNull();
    await user.type(screen.getByLabelText('Search nodes'), 'memory');
    expect(screen.queryByTestId('palette-bufferMemory')).toBeNull();
    expect(screen.getByTestId('palette-agentMemory')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search nodes'));
    await user.type(screen.getByLabelText('Search nodes'), 'variable');
    expect(screen.getByTestId('palette-getVariable')).toBeTruthy();
    expect(screen.getByTestId('palette-setVariable')).toBeTruthy();
    expect(screen.queryByTestId('palette-customFunction')).toBeNull();
  });

  it('keeps the sequential agents and their Agent Memory out of a chatflow', async () => {
    const user = userEvent.setup();
    render(<NodePalette definitions={NODE_DEFINITIONS} flowType="CHATFLOW" />);
    await user.type(screen.getByLabelText('Search nodes'), 'agent');
    expect(screen.queryByTestId('palette-seqAgent')).toBeNull();
    expect(screen.getByTestId('palette-toolAgent')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search nodes'));
    await user.type(screen.getByLabelText('Search nodes'), 'memory');
    expect(screen.getByTestId('palette-bufferMemory')).toBeTruthy();
    expect(screen.queryByTestId('palette-agentMemory')).toBeNull();
  });
});
