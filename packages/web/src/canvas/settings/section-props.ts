import type { FlowSettings, FlowSettingsErrors } from './flow-settings.ts';

/** What each part of the flow settings dialog takes: the draft, a way to change it, and its problems. */
export interface SettingsSectionProps {
  readonly settings: FlowSettings;
  readonly onChange: (patch: Partial<FlowSettings>) => void;
  readonly errors: FlowSettingsErrors;
}
