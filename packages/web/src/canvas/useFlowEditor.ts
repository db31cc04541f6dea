import { useContext } from 'react';
import { useStore } from 'zustand';
import { FlowEditorContext } from './FlowEditorContext.ts';
import type { FlowEditorState } from './flow-editor.store.ts';

/** A narrow slice of the open flow's editor state; re-renders only when that slice changes. */
export function useFlowEditor<T>(selector: (state: FlowEditorState) => T): T {
  const store = useContext(FlowEditorContext);
  if (!store) throw new Error('useFlowEditor needs a FlowEditorContext provider');
  return useStore(store, selector);
}
