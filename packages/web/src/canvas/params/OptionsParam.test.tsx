import type { InputParam } from '@loomflow/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { AsyncOptionsParam } from './OptionsParam.tsx';
import { editorWrapper } from './test-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACTIONS: InputParam = {
  label: 'Available Actions',
  name: 'mcpActions',
  type: 'asyncMultiOptions',
  loadMethod: 'listActions',
  refresh: true,
};

function renderActions() {
  const { Wrapper } = editorWrapper([
    {
      id: 'customMCP_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: {
        id: 'customMCP_0',
        name: 'customMCP',
        label: 'Custom MCP',
        inputs: { mcpServerConfig: '{"url": "https://mcp.example.com/mcp"}' },
      },
    },
  ]);
  render(
    <Wrapper>
      <AsyncOptionsParam nodeId="customMCP_0" param={ACTIONS} value="" onChange={vi.fn()} />
    </Wrapper>,
  );
}

describe('AsyncOptionsParam with refresh (MCP Available Actions)', () => {
  it("shows why the server's actions could not be listed, and asks again on Refresh", async () => {
    let calls = 0;
    const log = stubFetch((request) => {
      if (request.path !== '/node-load-method/customMCP') return jsonResponse(404, { message: 'not found' });
      calls += 1;
      return calls === 1
        ? errorResponse(400, 'Custom MCP: could not list the tools of https://mcp.example.com/mcp')
        : jsonResponse(200, [{ label: 'ADD', name: 'add', description: 'Adds two numbers' }]);
    });
    renderActions();
    expect(
      await screen.findByText(
        /could not list the tools of https:\/\/mcp.example.com\/mcp/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Available Actions' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Available Actions' }));
    expect(await screen.findByRole('option', { name: 'ADD' }, { timeout: 5000 })).toBeTruthy();
    expect(log.filter((request) => request.path === '/node-load-method/customMCP')).toHaveLength(2);
    expect(log[0]?.body).toMatchObject({
      loadMethod: 'listActions',
      inputs: { mcpServerConfig: '{"url": "https://mcp.example.com/mcp"}' },
    });
  });
});
