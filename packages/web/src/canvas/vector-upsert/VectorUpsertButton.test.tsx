import type { FlowNodeData } from '@loomflow/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { EditorNode } from '../flow-conversion.ts';
import { editorWrapper } from '../params/test-editor.tsx';
import { VectorUpsertButton } from './VectorUpsertButton.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function canvasNode(id: string, data: Omit<FlowNodeData, 'name'>): EditorNode {
  return {
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: { name: id.replace(/_\d+$/, ''), ...data },
  };
}

const documentAnchor = [{ name: 'document', type: 'Document' }];
const postgres = canvasNode('postgres_0', {
  label: 'Postgres',
  category: 'Vector Stores',
  inputAnchors: documentAnchor,
});
const qdrant = canvasNode('qdrant_0', {
  label: 'Qdrant',
  category: 'Vector Stores',
  inputAnchors: documentAnchor,
});
const textFile = canvasNode('textFile_0', {
  label: 'Text File',
  category: 'Document Loaders',
  inputParams: [{ name: 'txtFile', type: 'file', fileType: '.txt, .md' }],
});

const ADDED = {
  numAdded: 2,
  numDeleted: 0,
  numUpdated: 1,
  numSkipped: 3,
  addedDocs: [
    { pageContent: 'Refunds take 5 days.', metadata: { source: 'faq.txt', line: 1 } },
    { pageContent: 'Shipping is free.', metadata: { source: 'faq.txt', line: 2 } },
  ],
};

function show(nodes: EditorNode[], save = vi.fn(() => Promise.resolve())) {
  const { store, Wrapper } = editorWrapper(nodes);
  render(
    <Wrapper>
      <VectorUpsertButton flowId="flow-1" save={save} />
    </Wrapper>,
  );
  return { store, save };
}

/** The body the upsert was sent with (JSON parsed, or the multipart form). */
function sentBody(): unknown {
  const calls = vi.mocked(fetch).mock.calls;
  const urlOf = (input: RequestInfo | URL) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const init = calls.find(([input]) => urlOf(input).includes('/vector/upsert/'))?.[1];
  const body = init?.body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}

describe('Upsert Vector Database', () => {
  it('is offered only when the chatflow has a vector store node that takes documents', () => {
    show([textFile, canvasNode('documentStoreVS_0', { category: 'Vector Stores', label: 'Document Store' })]);
    expect(screen.queryByRole('button', { name: 'Upsert Vector Database' })).toBeNull();
    cleanup();
    show([postgres]);
    expect(screen.getByRole('button', { name: 'Upsert Vector Database' })).toBeTruthy();
  });

  it('upserts the only vector store, shows progress, then the counts and the added documents', async () => {
    let answer: (response: Response) => void = () => undefined;
    const log = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    show([postgres]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upsert Vector Database' }));
    expect(screen.getByText('Vector store: Postgres (postgres_0)')).toBeTruthy();
    expect(screen.queryByLabelText('Files to upsert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upsert' }));
    expect(await screen.findByTestId('upsert-progress')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upsert' })).toHaveProperty('disabled', true);
    answer(jsonResponse(200, ADDED));
    expect(await screen.findByTestId('upsert-result')).toBeTruthy();
    expect(screen.queryByTestId('upsert-progress')).toBeNull();
    expect(screen.getByTestId('upsert-added').textContent).toBe('2');
    expect(screen.getByTestId('upsert-updated').textContent).toBe('1');
    expect(screen.getByTestId('upsert-skipped').textContent).toBe('3');
    const documents = screen.getAllByTestId('upserted-document');
    expect(documents).toHaveLength(2);
    expect(documents[0]?.textContent).toContain('Refunds take 5 days.');
    expect(documents[0]?.textContent).toContain('"source": "faq.txt"');
    expect(log[0]).toMatchObject({ method: 'POST', path: '/vector/upsert/flow-1' });
    expect(sentBody()).toEqual({ stopNodeId: 'postgres_0' });
  });

  it('sends the chosen store and the picked files as multipart for the file loaders', async () => {
    stubFetch(() => jsonResponse(200, { ...ADDED, addedDocs: [] }));
    show([postgres, qdrant, textFile]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upsert Vector Database' }));
    await user.click(screen.getByLabelText('Qdrant (qdrant_0)'));
    const picker = screen.getByLabelText('Files to upsert');
    expect(picker.getAttribute('accept')).toBe('.txt,.md');
    await user.upload(picker, new File(['Refunds take 5 days.'], 'faq.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('upsert-files').textContent).toBe('faq.txt');
    await user.click(screen.getByRole('button', { name: 'Upsert' }));
    await screen.findByTestId('upsert-result');
    const form = sentBody();
    if (!(form instanceof FormData)) throw new Error('the upsert was not sent as multipart');
    expect(form.get('stopNodeId')).toBe('qdrant_0');
    const file = form.get('files');
    expect(file instanceof File ? file.name : file).toBe('faq.txt');
  });

  it("shows the server's message on failure and keeps the choices for another try", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? errorResponse(400, 'Embeddings of Postgres: the credential is missing')
        : jsonResponse(200, ADDED);
    });
    show([postgres, qdrant, textFile]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upsert Vector Database' }));
    await user.click(screen.getByLabelText('Qdrant (qdrant_0)'));
    await user.upload(screen.getByLabelText('Files to upsert'), new File(['x'], 'faq.md'));
    await user.click(screen.getByRole('button', { name: 'Upsert' }));
    expect((await screen.findByTestId('upsert-error')).textContent).toContain(
      'Embeddings of Postgres: the credential is missing',
    );
    expect(screen.getByLabelText('Qdrant (qdrant_0)')).toHaveProperty('checked', true);
    expect(screen.getByTestId('upsert-files').textContent).toBe('faq.md');
    await user.click(screen.getByRole('button', { name: 'Upsert' }));
    expect(await screen.findByTestId('upsert-result')).toBeTruthy();
    expect(screen.queryByTestId('upsert-error')).toBeNull();
  });

  it('says when the flow has unsaved changes and saves it first on request', async () => {
    stubFetch(() => jsonResponse(200, ADDED));
    const { store, Wrapper } = editorWrapper([postgres]);
    store.getState().rename('Support docs');
    const save = vi.fn(() => {
      store.getState().markSaved();
      return Promise.resolve();
    });
    render(
      <Wrapper>
        <VectorUpsertButton flowId="flow-1" save={save} />
      </Wrapper>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upsert Vector Database' }));
    expect(screen.getByTestId('upsert-unsaved').textContent).toContain('unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save first' }));
    expect(save).toHaveBeenCalledOnce();
    await waitFor(() => {
      expect(screen.queryByTestId('upsert-unsaved')).toBeNull();
    });
  });
});
