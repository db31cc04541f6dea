import { useContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { FlowEditorContext } from './FlowEditorContext.ts';
import type { FlowEditorState } from './flow-editor.store.ts';

/** The open flow's store itself, for event handlers that read the latest state without subscribing. */
export function useFlowEditorStore(): StoreApi<FlowEditorState> {
  const store = useContext(FlowEditorContext);
  if (!store) throw new Error('useFlowEditorStore needs a FlowEditorContext provider');
  return store;
}
