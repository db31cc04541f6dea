import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { EditorNode } from '../flow-conversion.ts';
import { createFlowEditorStore } from '../flow-editor.store.ts';
import type { FlowEditorState } from '../flow-editor.store.ts';
import { FlowEditorContext } from '../FlowEditorContext.ts';

/** Test support: an editor store holding the given nodes, and the providers parameter editors need. */
export function editorWrapper(nodes: EditorNode[]): {
  store: StoreApi<FlowEditorState>;
  Wrapper: (props: { readonly children: ReactNode }) => ReactNode;
} {
  const store = createFlowEditorStore({ nodes, edges: [], name: 'Flow' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <FlowEditorContext.Provider value={store}>{children}</FlowEditorContext.Provider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
  return { store, Wrapper };
}
