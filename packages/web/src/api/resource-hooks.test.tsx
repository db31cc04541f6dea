import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resourceHooks, type ResourceApi } from './resource-hooks.ts';

interface Note {
  readonly id: string;
  readonly text: string;
}

/** An in-memory API: what a page would see from the server. */
function notesApi(): ResourceApi<Note, { text: string }, Note, { text: string }> {
  let notes: Note[] = [{ id: '1', text: 'first' }];
  return {
    list: () => Promise.resolve(notes),
    create: ({ text }) => {
      const note = { id: String(notes.length + 1), text };
      notes = [...notes, note];
      return Promise.resolve(note);
    },
    update: (id, { text }) => {
      notes = notes.map((note) => (note.id === id ? { ...note, text } : note));
      const updated = notes.find((note) => note.id === id);
      return updated ? Promise.resolve(updated) : Promise.reject(new Error('Note not found'));
    },
    remove: (id) => {
      notes = notes.filter((note) => note.id !== id);
      return Promise.resolve();
    },
  };
}

function renderNotes(listKey?: readonly unknown[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const notes = resourceHooks(['notes'], notesApi(), listKey);
  const hooks = renderHook(
    () => ({
      list: notes.useList(),
      create: notes.useCreate(),
      update: notes.useUpdate(),
      remove: notes.useDelete(),
    }),
    { wrapper },
  );
  return { hooks, queryClient };
}

const texts = (notes: readonly Note[] | undefined) => notes?.map((note) => note.text);

describe('resourceHooks', () => {
  it('shows the list again after each create, edit and delete', async () => {
    const { hooks } = renderNotes();
    await waitFor(() => {
      expect(texts(hooks.result.current.list.data)).toEqual(['first']);
    });

    await act(() => hooks.result.current.create.mutateAsync({ text: 'second' }));
    await waitFor(() => {
      expect(texts(hooks.result.current.list.data)).toEqual(['first', 'second']);
    });

    await act(() => hooks.result.current.update.mutateAsync({ id: '1', changes: { text: 'edited' } }));
    await waitFor(() => {
      expect(texts(hooks.result.current.list.data)).toEqual(['edited', 'second']);
    });

    await act(() => hooks.result.current.remove.mutateAsync('2'));
    await waitFor(() => {
      expect(texts(hooks.result.current.list.data)).toEqual(['edited']);
    });
  });

  it('keeps the list under its own key and re-reads everything under the resource key', async () => {
    const { hooks, queryClient } = renderNotes(['notes', 'list']);
    await waitFor(() => {
      expect(hooks.result.current.list.data).toBeDefined();
    });
    expect(queryClient.getQueryData(['notes', 'list'])).toEqual([{ id: '1', text: 'first' }]);

    await act(() => hooks.result.current.create.mutateAsync({ text: 'second' }));
    await waitFor(() => {
      expect(texts(hooks.result.current.list.data)).toEqual(['first', 'second']);
    });
  });
});
