import { createContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { FlowEditorState } from './flow-editor.store.ts';

/** The store of the flow open in this editor (one per flow). */
export const FlowEditorContext = createContext<StoreApi<FlowEditorState> | null>(null);
