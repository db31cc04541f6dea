import { parseFlowData } from '@loomflow/core';
import type { ChatflowType, FlowViewport } from '@loomflow/core';
import { downloadText } from '../features/messages/download-text.ts';
import { notify } from '../ui/notify.ts';
import { toEditorGraph, toFlowDataText } from './flow-conversion.ts';
import type { FlowOriginals } from './flow-conversion.ts';
import { flowExportText, flowFileName, readFlowFile } from './flow-file.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';

export interface FlowFile {
  /** Downloads the canvas as it is now (unsaved edits included), sanitised. */
  readonly exportFlow: () => void;
  /** Replaces the canvas with the flow of a file's text, as an unsaved edit (undoable); says why it cannot. */
  readonly loadText: (text: string, fileName: string) => void;
}

/** Single-flow Export and Load of the open canvas (its settings menu, and Load chosen in the flows list). */
export function useFlowFile({
  flowType,
  originals,
  viewport,
}: {
  readonly flowType: ChatflowType;
  readonly originals: FlowOriginals;
  readonly viewport: () => FlowViewport | undefined;
}): FlowFile {
  const store = useFlowEditorStore();
  return {
    exportFlow: () => {
      const { nodes, edges, name } = store.getState();
      const parsed = parseFlowData(toFlowDataText(nodes, edges, viewport(), originals));
      if (!parsed.ok) {
        notify.error(`Could not export the flow: ${parsed.issues[0]?.message ?? 'unreadable flow'}`);
        return;
      }
      downloadText(flowFileName(name, flowType), flowExportText(parsed.flowData), 'application/json');
    },
    loadText: (text, fileName) => {
      const read = readFlowFile(text, flowType);
      if (!read.ok) {
        notify.error(`Could not load "${fileName}": ${read.message}`);
        return;
      }
      const graph = toEditorGraph(read.flowData);
      store.getState().replaceGraph(graph.nodes, graph.edges);
      notify.success(`Loaded "${fileName}": save the flow to keep it`);
    },
  };
}
