import { z } from 'zod';

/** Spec §3: the 13 export selection keys, in the dialog's order. */
export const EXPORT_SELECTION_KEYS = [
  'agentflow',
  'agentflowv2',
  'assistantCustom',
  'assistantOpenAI',
  'assistantAzure',
  'chatflow',
  'chat_message',
  'chat_feedback',
  'custom_template',
  'document_store',
  'execution',
  'tool',
  'variable',
] as const;
export type ExportSelectionKey = (typeof EXPORT_SELECTION_KEYS)[number];

/** The dialog's label of each selection key. */
export const EXPORT_SELECTION_LABELS: Readonly<Record<ExportSelectionKey, string>> = {
  agentflow: 'Agentflows',
  agentflowv2: 'Agentflows V2',
  assistantCustom: 'Assistants Custom',
  assistantOpenAI: 'Assistants OpenAI',
  assistantAzure: 'Assistants Azure',
  chatflow: 'Chatflows',
  chat_message: 'Chat Messages',
  chat_feedback: 'Chat Feedbacks',
  custom_template: 'Custom Templates',
  document_store: 'Document Stores',
  execution: 'Executions',
  tool: 'Tools',
  variable: 'Variables',
};

/** `POST /export-import/export`: a flag per selection key (absent = false). */
export const exportRequestSchema = z
  .object(Object.fromEntries(EXPORT_SELECTION_KEYS.map((key) => [key, z.boolean().optional()])))
  .strict();
export type ExportRequest = Partial<Record<ExportSelectionKey, boolean>>;

/** Spec §3: the bundle's keys. */
export const EXPORT_BUNDLE_KEYS = [
  'AgentFlow',
  'AgentFlowV2',
  'AssistantFlow',
  'AssistantCustom',
  'AssistantOpenAI',
  'AssistantAzure',
  'ChatFlow',
  'ChatMessage',
  'ChatMessageFeedback',
  'CustomTemplate',
  'DocumentStore',
  'DocumentStoreFileChunk',
  'Execution',
  'Tool',
  'Variable',
] as const;
export type ExportBundleKey = (typeof EXPORT_BUNDLE_KEYS)[number];

/** The export answer: the bundle plus the file name the browser saves it under. */
export const EXPORT_FILE_DEFAULT_NAME = 'ExportData.json';

/** Spec §8 texts of the export / import dialogs. */
export const EXPORT_IMPORT_MESSAGES = {
  invalidFile: 'Invalid Imported File',
  importSuccess: 'Import All successful',
  importFailed: (message: string) => `Failed to import: ${message}`,
  exportFailed: (message: string) => `Failed to export: ${message}`,
  exportAllFailed: (message: string) => `Failed to export all: ${message}`,
} as const;

/**
 * The bundle as a file holds it: each key a list of rows (unknown keys are ignored, missing keys are empty).
 * Row shapes are checked entry by entry by the server, which names the entry that is wrong
 * (`ChatFlow[1] "Support bot": flowData is not valid JSON`).
 */
export const exportBundleSchema = z.object(
  Object.fromEntries(
    EXPORT_BUNDLE_KEYS.map((key) => [key, z.array(z.record(z.string(), z.unknown())).optional()]),
  ),
);
export type ExportBundle = Partial<Record<ExportBundleKey, Record<string, unknown>[]>>;

/** `POST /export-import/export` answers the bundle (every key present, [] when not chosen) and its file name. */
export const exportResponseSchema = z.object({
  FileDefaultName: z.string(),
  ...Object.fromEntries(EXPORT_BUNDLE_KEYS.map((key) => [key, z.array(z.record(z.string(), z.unknown()))])),
});
export type ExportResponse = { FileDefaultName: string } & Record<ExportBundleKey, Record<string, unknown>[]>;

/** `POST /export-import/import` answers what it wrote, per bundle key. */
export const importResultSchema = z.object({
  imported: z.record(z.string(), z.number().int()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
