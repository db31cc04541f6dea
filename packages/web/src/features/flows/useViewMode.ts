import { useState } from 'react';
import { readStored, writeStored } from '../../stores/browser-storage.ts';

export type ViewMode = 'card' | 'list';

/** Grid or list view of a flow list, remembered in the browser per list. */
export function useViewMode(storageKey: string): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => (readStored(storageKey) === 'list' ? 'list' : 'card'));
  const choose = (next: ViewMode) => {
    writeStored(storageKey, next);
    setMode(next);
  };
  return [mode, choose];
}
