import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from './useConfirm.ts';

export interface UnsavedChangesPrompt {
  /** What the confirm dialog says will be lost. */
  readonly description: string;
  /** The confirm button's id (tests and e2e find it by it). */
  readonly customBtnId: string;
}

/**
 * While `dirty`, leaving the page (in-app or closing the tab) asks first. `isDirtyNow` is read at the moment of
 * leaving, so a save just before navigating (which has already cleared the flag) leaves without asking.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  isDirtyNow: () => boolean,
  prompt: UnsavedChangesPrompt,
): void {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirtyNow() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });
  const blocked = blocker.state === 'blocked';
  const { description, customBtnId } = prompt;
  useEffect(() => {
    if (!blocked) return;
    void confirm({
      title: 'Unsaved changes',
      description,
      confirmButtonName: 'Leave',
      cancelButtonName: 'Stay',
      customBtnId,
    }).then((leave) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocked, confirm, description, customBtnId]);
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
