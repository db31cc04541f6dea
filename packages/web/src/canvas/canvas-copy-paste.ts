import type { StoreApi } from 'zustand/vanilla';
import { notify } from '../ui/notify.ts';
import { copyText, readInAppClipboard, readSystemText } from './app-clipboard.ts';
import { copySelection, pasteSelection } from './clipboard.ts';
import type { FlowEditorState } from './flow-editor.store.ts';

const plural = (count: number) => (count === 1 ? '1 node' : `${String(count)} nodes`);

/** Ctrl/Cmd+C on the canvas: the selected nodes go to the in-app clipboard, and to the system's where allowed. */
export async function copyNodes(store: StoreApi<FlowEditorState>): Promise<void> {
  const { nodes, edges } = store.getState();
  const text = copySelection(nodes, edges);
  if (!text) return;
  const outcome = await copyText(text);
  if (outcome.ok) return;
  const count = nodes.filter((node) => node.selected).length;
  notify.info(
    `Copied ${plural(count)} inside Loomflow only: the browser refused the system clipboard (${outcome.reason}). Paste with Ctrl+V on a canvas of this app.`,
  );
}

/**
 * Ctrl/Cmd+V on the canvas: the system clipboard's nodes where it can be read and holds some, else the nodes
 * copied in the app. Says why when nothing can be pasted.
 */
export async function pasteNodes(store: StoreApi<FlowEditorState>): Promise<void> {
  const system = await readSystemText();
  const candidates = [system.ok ? system.text : null, readInAppClipboard()];
  for (const text of candidates) {
    if (text === null) continue;
    const current = store.getState();
    const pasted = pasteSelection(text, current.nodes, current.edges);
    if (!pasted) continue;
    current.replaceGraph(pasted.nodes, pasted.edges);
    return;
  }
  notify.warning(
    system.ok
      ? 'The clipboard holds no nodes to paste'
      : `Nothing to paste: the browser refused to read the clipboard (${system.reason}), and no nodes were copied in Loomflow yet.`,
  );
}
