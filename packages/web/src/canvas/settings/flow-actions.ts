import { createContext, useContext } from 'react';

/** The dialogs the canvas settings menu opens besides the settings tabs. */
export const FLOW_ACTIONS = {
  viewMessages: 'View Messages',
  viewLeads: 'View Leads',
  shareChatbot: 'Share Chatbot',
  embed: 'Embed',
} as const;

/** The chat dialogs, and "Save As Template" (its own menu entry, shown with templates:flowexport). */
export type FlowAction = keyof typeof FLOW_ACTIONS | 'saveAsTemplate';

export function isFlowAction(value: unknown): value is FlowAction {
  return typeof value === 'string' && Object.hasOwn(FLOW_ACTIONS, value);
}

/** Opens one of the flow's dialogs; null while the flow has never been saved (the editor provides it). */
export const FlowActionsContext = createContext<((action: FlowAction) => void) | null>(null);

export function useFlowActions(): ((action: FlowAction) => void) | null {
  return useContext(FlowActionsContext);
}
