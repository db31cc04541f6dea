import type { Chatflow } from '@loomflow/core';
import { useFlowEditor } from '../../canvas/useFlowEditor.ts';
import { SaveAsTemplateDialog } from './SaveAsTemplateDialog.tsx';

const UNSAVED_NOTICE =
  'The template is made from the flow as last saved: save the flow first to include your unsaved changes.';

/** "Save As Template" from the canvas settings menu: the saved flow, with a note while there are unsaved edits. */
export function CanvasSaveAsTemplateDialog({
  flow,
  onClose,
}: {
  readonly flow: Chatflow;
  readonly onClose: () => void;
}) {
  const dirty = useFlowEditor((state) => state.dirty);
  const name = useFlowEditor((state) => state.name);
  return (
    <SaveAsTemplateDialog
      origin={{ chatflowId: flow.id }}
      defaultName={name}
      onClose={onClose}
      {...(dirty ? { notice: UNSAVED_NOTICE } : {})}
    />
  );
}
