import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { insertAtCaret } from './caret-insert.ts';
import { editorWrapper } from './test-editor.tsx';
import { TemplateVariablesContext } from './template-variables-context.ts';
import { TextParam } from './TextParam.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('insertAtCaret', () => {
  it.each([
    ['at the caret', 'Hello world', { start: 6, end: 6 }, 'Hello {{ question }}world', 20],
    ['over a selection', 'Hello world', { start: 6, end: 11 }, 'Hello {{ question }}', 20],
    ['at the end without a caret', 'Hello', { start: null, end: null }, 'Hello{{ question }}', 19],
    ['at the start', 'Hello', { start: 0, end: 0 }, '{{ question }}Hello', 14],
  ])('inserts %s', (_case, text, caret, expected, after) => {
    expect(insertAtCaret(text, '{{ question }}', caret)).toEqual({ text: expected, caret: after });
  });
});

function Controlled({ rows }: { readonly rows?: number }) {
  const [value, setValue] = useState('Say hi to the user');
  return (
    <TextParam
      nodeId="llmAgentflow_0"
      param={{ name: 'prompt', label: 'Prompt', type: 'string', ...(rows ? { rows } : {}) }}
      value={value}
      onChange={(next) => {
        setValue(typeof next === 'string' ? next : '');
      }}
    />
  );
}

describe('the variable picker of a text parameter', () => {
  it.each([
    ['a single-line field', undefined],
    ['a multi-line field', 4],
  ])('inserts the variable at the caret of %s, not at the end', async (_case, rows) => {
    stubFetch(() => jsonResponse(200, []));
    const { Wrapper } = editorWrapper([]);
    const user = userEvent.setup();
    render(
      <Wrapper>
        <Controlled rows={rows} />
      </Wrapper>,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Prompt');
    field.focus();
    field.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Insert variable' }));
    await user.click(await screen.findByRole('menuitem', { name: /^question/ }));
    expect(field.value).toBe('Say hi {{ question }}to the user');
    expect(field.selectionStart).toBe(21);
  });
});

describe('a text parameter outside a flow', () => {
  it('offers no variable picker where flow variables mean nothing (document store forms)', () => {
    stubFetch(() => jsonResponse(200, []));
    const { Wrapper } = editorWrapper([]);
    const { rerender } = render(
      <Wrapper>
        <Controlled />
      </Wrapper>,
    );
    expect(screen.getByRole('button', { name: 'Insert variable' })).toBeTruthy();
    rerender(
      <Wrapper>
        <TemplateVariablesContext value={false}>
          <Controlled />
        </TemplateVariablesContext>
      </Wrapper>,
    );
    expect(screen.queryByRole('button', { name: 'Insert variable' })).toBeNull();
    expect(screen.getByLabelText('Prompt')).toHaveProperty('value', 'Say hi to the user');
  });
});
