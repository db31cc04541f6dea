import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../ui/useConfirm.ts';
import { useFlowEditor } from './useFlowEditor.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';

/** While the flow has unsaved changes, leaving the page (in-app or closing the tab) asks first. */
export function useLeavePrompt(): void {
  const dirty = useFlowEditor((state) => state.dirty);
  const confirm = useConfirm();
  const store = useFlowEditorStore();
  // Read at the moment of leaving: a save just before navigating has already cleared the flag.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      store.getState().dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    void confirm({
      title: 'Unsaved changes',
      description: 'You have unsaved changes. Leave this page and lose them?',
      confirmButtonName: 'Leave',
      cancelButtonName: 'Stay',
      customBtnId: 'confirm-leave-flow',
    }).then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocked, confirm]);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty]);
}
