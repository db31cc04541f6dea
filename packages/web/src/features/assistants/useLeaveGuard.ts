import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../ui/useConfirm.ts';

/**
 * While `dirty`, leaving the page (in-app or closing the tab) asks first. The returned function lets the page
 * leave on its own (after a delete) without asking.
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const confirm = useConfirm();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });
  // Read at the moment of leaving: a save just before navigating has already cleared the flag.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
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
      description: 'This assistant has unsaved changes. Leave this page and lose them?',
      confirmButtonName: 'Leave',
      cancelButtonName: 'Stay',
      customBtnId: 'confirm-leave-assistant',
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
  return () => {
    dirtyRef.current = false;
  };
}
