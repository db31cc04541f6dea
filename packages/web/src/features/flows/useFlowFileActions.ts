import { errorMessage, parseFlowData } from '@loomflow/core';
import type { Chatflow } from '@loomflow/core';
import { useNavigate } from 'react-router';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { flowExportText, flowFileName, readFlowFile } from '../../canvas/flow-file.ts';
import { loadFlowFileState } from '../../canvas/useLoadedFlowFile.ts';
import { notify } from '../../ui/notify.ts';
import type { ChosenFile } from '../../ui/useJsonFilePicker.tsx';
import { downloadText } from '../messages/download-text.ts';
import { canvasPathOf } from './flow-list.ts';

/** Export (the saved flow as a sanitised JSON download) and Load (a file, opened on the flow's canvas unsaved). */
export function useFlowFileActions(): {
  readonly exportFlow: (flow: Chatflow) => Promise<void>;
  readonly loadFlow: (flow: Chatflow, file: ChosenFile) => Promise<void>;
} {
  const navigate = useNavigate();
  return {
    exportFlow: async (flow) => {
      try {
        const saved = await chatflowsApi.get(flow.id);
        const parsed = parseFlowData(saved.flowData);
        if (!parsed.ok) throw new Error(parsed.issues[0]?.message ?? 'unreadable flow');
        downloadText(
          flowFileName(saved.name, saved.type),
          flowExportText(parsed.flowData),
          'application/json',
        );
      } catch (error: unknown) {
        notify.error(`Failed to export "${flow.name}": ${errorMessage(error)}`);
      }
    },
    loadFlow: async (flow, file) => {
      const read = readFlowFile(file.text, flow.type);
      if (!read.ok) {
        notify.error(`Could not load "${file.name}": ${read.message}`);
        return;
      }
      await navigate(canvasPathOf(flow.type, flow.id), { state: loadFlowFileState(file.text, file.name) });
    },
  };
}
