import type { Chatflow } from '@loomflow/core';
import { ViewLeadsDialog } from '../../features/messages/ViewLeadsDialog.tsx';
import { CanvasSaveAsTemplateDialog } from '../../features/marketplace/CanvasSaveAsTemplateDialog.tsx';
import { ViewMessagesDialog } from '../../features/messages/ViewMessagesDialog.tsx';
import { EmbedDialog } from '../../features/share/EmbedDialog.tsx';
import { ShareChatbotDialog } from '../../features/share/ShareChatbotDialog.tsx';
import type { FlowAction } from './flow-actions.ts';
import type { FlowSettingsTab } from './FlowSettingsDialog.tsx';

export interface FlowActionDialogsProps {
  readonly action: FlowAction;
  readonly flow: Chatflow;
  readonly onClose: () => void;
  /** The flow as saved by the share dialog. */
  readonly onSaved: (flow: Chatflow) => void;
  readonly onOpenSettings: (tab: FlowSettingsTab) => void;
}

/** The dialog of one settings menu action, for a saved flow. */
export function FlowActionDialogs({
  action,
  flow,
  onClose,
  onSaved,
  onOpenSettings,
}: FlowActionDialogsProps) {
  switch (action) {
    case 'viewMessages':
      return <ViewMessagesDialog flow={flow} onClose={onClose} />;
    case 'viewLeads':
      return <ViewLeadsDialog flow={flow} onClose={onClose} />;
    case 'shareChatbot':
      return (
        <ShareChatbotDialog
          flow={flow}
          onClose={onClose}
          onSaved={onSaved}
          onOpenAllowedOrigins={() => {
            onClose();
            onOpenSettings('origins');
          }}
        />
      );
    case 'embed':
      return <EmbedDialog flow={flow} onClose={onClose} />;
    case 'saveAsTemplate':
      return <CanvasSaveAsTemplateDialog flow={flow} onClose={onClose} />;
  }
}
