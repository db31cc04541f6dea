import { useEffect, useRef } from 'react';
import { notify } from '../ui/notify.ts';
import { copySelection, pasteSelection } from './clipboard.ts';
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
        const text = copySelection(state.nodes, state.edges);
        if (text) void navigator.clipboard.writeText(text);
      } else if (key === 'v') {
        void navigator.clipboard.readText().then((text) => {
          const current = store.getState();
          const pasted = pasteSelection(text, current.nodes, current.edges);
          if (pasted) current.replaceGraph(pasted.nodes, pasted.edges);
          else notify.warning('The clipboard holds no nodes to paste');
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [store]);
}
