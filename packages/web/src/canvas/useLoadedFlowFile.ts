import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The navigation state with which the flows list opens a canvas to load a file there (its Load menu item). */
export interface LoadFlowFileState {
  readonly loadFlowFile: { readonly text: string; readonly fileName: string };
}

export function loadFlowFileState(text: string, fileName: string): LoadFlowFileState {
  return { loadFlowFile: { text, fileName } };
}

function loadedFile(state: unknown): LoadFlowFileState['loadFlowFile'] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const file: unknown = Reflect.get(state, 'loadFlowFile');
  if (typeof file !== 'object' || file === null) return undefined;
  const text: unknown = Reflect.get(file, 'text');
  const fileName: unknown = Reflect.get(file, 'fileName');
  return typeof text === 'string' && typeof fileName === 'string' ? { text, fileName } : undefined;
}

/**
 * A canvas opened from the flows list's Load loads the chosen file once, as an unsaved edit; the navigation
 * state is then dropped, so a reload shows the saved flow.
 */
export function useLoadedFlowFile(load: (text: string, fileName: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  const file = loadedFile(location.state);
  useEffect(() => {
    if (!file || done.current) return;
    done.current = true;
    load(file.text, file.fileName);
    void navigate(location.pathname, { replace: true, state: null });
  }, [file, load, location.pathname, navigate]);
}
