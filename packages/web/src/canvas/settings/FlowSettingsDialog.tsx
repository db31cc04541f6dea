import { errorMessage } from '@loomflow/core';
import type { Chatflow } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { chatflowsApi } from '../../api/chatflows.api.ts';
import { variablesApi } from '../../api/variables.api.ts';
import { notify } from '../../ui/notify.ts';
import { useFlowEditorStore } from '../useFlowEditorStore.ts';
import { AllowedOriginsSection } from './AllowedOriginsSection.tsx';
import { ChatFeedbackSection } from './ChatFeedbackSection.tsx';
import { FileUploadSection } from './FileUploadSection.tsx';
import {
  flowSettingsUpdate,
  overrideNodesFor,
  overrideVariablesFor,
  readFlowSettings,
  validateFlowSettings,
} from './flow-settings.ts';
import type { FlowSettings } from './flow-settings.ts';
import { FollowUpPromptsSection } from './FollowUpPromptsSection.tsx';
import { LeadsSection } from './LeadsSection.tsx';
import { OverrideConfigSection } from './OverrideConfigSection.tsx';
import { RateLimitSection } from './RateLimitSection.tsx';
import type { SettingsSectionProps } from './section-props.ts';
import { StarterPromptsSection } from './StarterPromptsSection.tsx';
import { closeUnlessPickerEscape } from '../../ui/picker-escape.ts';

export const FLOW_SETTINGS_TABS = {
  api: { label: 'API Configuration', Section: OverrideConfigSection },
  rateLimit: { label: 'Rate Limit', Section: RateLimitSection },
  origins: { label: 'Allowed Origins', Section: AllowedOriginsSection },
  starterPrompts: { label: 'Starter Prompts', Section: StarterPromptsSection },
  followUpPrompts: { label: 'Follow-up Prompts', Section: FollowUpPromptsSection },
  chatFeedback: { label: 'Chat Feedback', Section: ChatFeedbackSection },
  leads: { label: 'Leads', Section: LeadsSection },
  fileUpload: { label: 'File Upload', Section: FileUploadSection },
} as const satisfies Record<string, { label: string; Section: ComponentType<SettingsSectionProps> }>;

export type FlowSettingsTab = keyof typeof FLOW_SETTINGS_TABS;

export function isFlowSettingsTab(value: unknown): value is FlowSettingsTab {
  return typeof value === 'string' && Object.hasOwn(FLOW_SETTINGS_TABS, value);
}

export interface FlowSettingsDialogProps {
  readonly flow: Chatflow;
  readonly initialTab: FlowSettingsTab;
  readonly onClose: () => void;
  /** The flow as saved (its new `updatedDate`, `chatbotConfig`, `apiConfig` and `followUpPrompts`). */
  readonly onSaved: (flow: Chatflow) => void;
}

/**
 * Flow settings, saved together: API override configuration, rate limit, allowed origins, starter prompts, follow-up
 * prompts, chat feedback, lead capture and full file upload.
 */
export function FlowSettingsDialog({ flow, initialTab, onClose, onSaved }: FlowSettingsDialogProps) {
  const store = useFlowEditorStore();
  const [tab, setTab] = useState<FlowSettingsTab>(initialTab);
  const [settings, setSettings] = useState<FlowSettings>(() => {
    const saved = readFlowSettings(flow.chatbotConfig, flow.apiConfig, flow.followUpPrompts);
    return { ...saved, overrideNodes: overrideNodesFor(store.getState().nodes, saved.overrideNodes) };
  });
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const variables = useQuery({ queryKey: ['variables'], queryFn: variablesApi.list, staleTime: 60_000 });
  const current: FlowSettings = variables.data
    ? { ...settings, overrideVariables: overrideVariablesFor(variables.data, settings.overrideVariables) }
    : settings;
  const errors = validateFlowSettings(current);
  const problems = Object.keys(errors).length;

  const save = async () => {
    setShowErrors(true);
    if (problems > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await chatflowsApi.update(
        flow.id,
        flowSettingsUpdate(current, flow.chatbotConfig, flow.apiConfig, flow.followUpPrompts),
      );
      onSaved(saved);
      onClose();
      notify.success('Flow settings saved');
    } catch (error: unknown) {
      setFailure(`Failed to save the flow settings: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };
  const { Section } = FLOW_SETTINGS_TABS[tab];
  return (
    <Dialog
      open
      onClose={closeUnlessPickerEscape(onClose)}
      fullWidth
      maxWidth="md"
      aria-labelledby="flow-settings-title"
    >
      <DialogTitle id="flow-settings-title">Flow settings</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_event, value: unknown) => {
            if (isFlowSettingsTab(value)) setTab(value);
          }}
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          {Object.entries(FLOW_SETTINGS_TABS).map(([key, { label }]) => (
            <Tab key={key} value={key} label={label} />
          ))}
        </Tabs>
        <Section
          settings={current}
          errors={showErrors ? errors : {}}
          onChange={(patch) => {
            setSettings((previous) => ({ ...previous, ...patch }));
          }}
        />
        {showErrors && problems > 0 ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="flow-settings-errors">
            {Object.values(errors).join(' · ')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          data-testid="save-flow-settings"
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
