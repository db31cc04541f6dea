import { errorMessage } from '@loomflow/core';
import type { Chatflow, ChatflowType, FlowViewport } from '@loomflow/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { chatflowsApi } from '../api/chatflows.api.ts';
import { canvasPathOf } from '../features/flows/flow-list.ts';
import { FLOWS_QUERY_KEY } from '../features/flows/useFlowList.ts';
import { notify } from '../ui/notify.ts';
import { toFlowDataText } from './flow-conversion.ts';
import type { FlowOriginals } from './flow-conversion.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';

export interface SaveFlowOptions {
  readonly flow: Chatflow | null;
  readonly flowType: ChatflowType;
  readonly originals: FlowOriginals;
  readonly viewport: () => FlowViewport | undefined;
  /** Called with the flow's id once it is saved (first save included, before the editor moves to its path). */
  readonly onSaved: (flowId: string) => void;
}

export interface SaveFlow {
  readonly save: (overwrite?: boolean) => Promise<void>;
  readonly saving: boolean;
  /** A save was refused with 409 (changed elsewhere): the editor offers reload or overwrite. */
  readonly conflict: boolean;
  readonly dismissConflict: () => void;
  /** The flow was saved elsewhere in this editor (its settings): later saves are based on this version. */
  readonly adoptVersion: (updatedDate: string) => void;
}

/** Saves the open flow: creates it on first save, then updates it guarded by the version it was loaded at. */
export function useSaveFlow({ flow, flowType, originals, viewport, onSaved }: SaveFlowOptions): SaveFlow {
  const store = useFlowEditorStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const version = useRef(flow?.updatedDate);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);

  const save = async (overwrite = false) => {
    const { nodes, edges, name } = store.getState();
    const flowData = toFlowDataText(nodes, edges, viewport(), originals);
    setSaving(true);
    try {
      if (flow === null) {
        const created = await chatflowsApi.create({ name, flowData, type: flowType });
        store.getState().markSaved();
        notify.success('Flow saved');
        onSaved(created.id);
        void navigate(canvasPathOf(flowType, created.id), { replace: true });
      } else {
        const saved = await chatflowsApi.update(flow.id, {
          name,
          flowData,
          updatedDate: version.current,
          ...(overwrite ? { overwrite: true } : {}),
        });
        version.current = saved.updatedDate;
        store.getState().markSaved();
        setConflict(false);
        notify.success('Flow saved');
        onSaved(saved.id);
      }
      void queryClient.invalidateQueries({ queryKey: FLOWS_QUERY_KEY });
    } catch (error: unknown) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      else notify.error(`Failed to save the flow: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };
  return {
    save,
    saving,
    conflict,
    dismissConflict: () => {
      setConflict(false);
    },
    adoptVersion: (updatedDate) => {
      version.current = updatedDate;
    },
  };
}
