import { useUnsavedChangesGuard } from '../ui/useUnsavedChangesGuard.ts';
import { useFlowEditor } from './useFlowEditor.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';

const FLOW_PROMPT = {
  description: 'You have unsaved changes. Leave this page and lose them?',
  customBtnId: 'confirm-leave-flow',
} as const;

/** While the flow has unsaved changes, leaving the page (in-app or closing the tab) asks first. */
export function useLeavePrompt(): void {
  const dirty = useFlowEditor((state) => state.dirty);
  const store = useFlowEditorStore();
  useUnsavedChangesGuard(dirty, () => store.getState().dirty, FLOW_PROMPT);
}
