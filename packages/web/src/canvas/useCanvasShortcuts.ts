import { useEffect, useRef } from 'react';
import { copyNodes, pasteNodes } from './canvas-copy-paste.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.closest('.cm-editor') !== null
  );
}

/** Ctrl/Cmd+S saves; outside text fields Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, Ctrl/Cmd+C/V copy and paste nodes. */
export function useCanvasShortcuts(save: () => void): void {
  const store = useFlowEditorStore();
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        saveRef.current();
        return;
      }
      if (isTyping(event.target)) return;
      const state = store.getState();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        if (key === 'y' || event.shiftKey) state.redo();
        else state.undo();
      } else if (key === 'c') {
        // The in-app clipboard works where the system's is missing (plain-http LAN address) or refused.
        void copyNodes(store);
      } else if (key === 'v') {
        void pasteNodes(store);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [store]);
}
