import type { InputParam } from '@loomflow/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { DatagridParam } from './DatagridParam.tsx';
import { rowsOf } from './input-param.ts';
import { editorWrapper } from './test-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATE_PARAM: InputParam = {
  name: 'updateStateMemoryUI',
  label: 'Update State',
  type: 'datagrid',
  datagrid: [
    {
      field: 'key',
      headerName: 'Key',
      type: 'asyncSingleSelect',
      loadMethod: 'loadStateKeys',
      editable: true,
    },
    { field: 'type', headerName: 'Operation', type: 'singleSelect', valueOptions: ['Replace', 'Append'] },
    {
      field: 'variable',
      headerName: 'Variable',
      type: 'freeSolo',
      valueOptions: [{ label: 'Total Messages (number)', value: '$flow.state.messages.length' }],
    },
    { field: 'value', headerName: 'Value' },
  ],
};

let saved: unknown = '';

function Controlled() {
  const [value, setValue] = useState<unknown>('[{"key":"","type":"","variable":"","value":""}]');
  return (
    <DatagridParam
      nodeId="seqLLMNode_0"
      param={STATE_PARAM}
      value={value}
      onChange={(next) => {
        saved = next;
        setValue(next);
      }}
    />
  );
}

function renderGrid() {
  const { Wrapper } = editorWrapper([
    {
      id: 'seqLLMNode_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: { name: 'seqLLMNode', inputs: {} },
    },
  ]);
  render(
    <Wrapper>
      <Controlled />
    </Wrapper>,
  );
}

describe('datagrid parameter columns', () => {
  it('edits select columns with dropdowns: declared choices and choices loaded from the node', async () => {
    const log = stubFetch((request) =>
      request.path === '/node-load-method/seqLLMNode'
        ? jsonResponse(200, [
            { label: 'messages', name: 'messages' },
            { label: 'next', name: 'next' },
          ])
        : jsonResponse(404, { message: 'Not found' }),
    );
    renderGrid();
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Operation' }));
    const operations = within(screen.getByRole('listbox'));
    expect(operations.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Replace',
      'Append',
    ]);
    await user.click(operations.getByRole('option', { name: 'Append' }));

    await user.click(screen.getByRole('combobox', { name: 'Key' }));
    await user.click(await screen.findByRole('option', { name: 'next' }));
    expect(log.find((request) => request.path === '/node-load-method/seqLLMNode')?.body).toMatchObject({
      loadMethod: 'loadStateKeys',
    });

    await user.click(screen.getByRole('combobox', { name: 'Variable' }));
    await user.click(await screen.findByRole('option', { name: 'Total Messages (number)' }));

    expect(rowsOf(saved)).toEqual([
      { key: 'next', type: 'Append', variable: '$flow.state.messages.length', value: '' },
    ]);
  });

  it('lets a loaded dropdown take typed text when its choices cannot be loaded', async () => {
    stubFetch(() => errorResponse(404, 'No load method loadStateKeys'));
    renderGrid();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Key' }), 'total');
    expect(await screen.findByText('Choices could not be loaded: type a value')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Key' }), 's');
    expect(rowsOf(saved)[0]).toMatchObject({ key: 'totals' });
  });
});
