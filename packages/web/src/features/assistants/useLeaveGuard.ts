import { useEffect, useRef } from 'react';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';

const ASSISTANT_PROMPT = {
  description: 'This assistant has unsaved changes. Leave this page and lose them?',
  customBtnId: 'confirm-leave-assistant',
} as const;

/**
 * While `dirty`, leaving the page (in-app or closing the tab) asks first. The returned function lets the page
 * leave on its own (after a delete) without asking.
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
  useUnsavedChangesGuard(dirty, () => dirtyRef.current, ASSISTANT_PROMPT);
  return () => {
    dirtyRef.current = false;
  };
}
