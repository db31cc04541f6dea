import { isRecord } from '@loomflow/core';

/**
 * The chat features kept in `chatbotConfig` under Flowise's names: `chatFeedback`, `leads` and `fullFileUpload`.
 * Read leniently; written merged into what was stored, so fields this dialog does not edit survive.
 */

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The file kinds the full file upload can accept (MIME types, as Flowise lists them). */
export const UPLOAD_FILE_TYPES = [
  { label: 'CSS', mime: 'text/css' },
  { label: 'CSV', mime: 'text/csv' },
  { label: 'HTML', mime: 'text/html' },
  { label: 'JSON', mime: 'application/json' },
  { label: 'Markdown', mime: 'text/markdown' },
  { label: 'PDF', mime: 'application/pdf' },
  { label: 'SQL', mime: 'application/sql' },
  { label: 'Text File', mime: 'text/plain' },
  { label: 'XML', mime: 'application/xml' },
  { label: 'DOC', mime: 'application/msword' },
  {
    label: 'DOCX',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
] as const;

export interface ChatbotFeatures {
  readonly chatFeedbackStatus: boolean;
  readonly leadsStatus: boolean;
  readonly leadsTitle: string;
  readonly leadsName: boolean;
  readonly leadsEmail: boolean;
  readonly leadsPhone: boolean;
  readonly leadsSuccessMessage: string;
  readonly fileUploadStatus: boolean;
  /** MIME types; Flowise's default when none were saved is every listed type. */
  readonly allowedFileTypes: readonly string[];
}

export function readChatbotFeatures(chatbot: Record<string, unknown>): ChatbotFeatures {
  const feedback = isRecord(chatbot.chatFeedback) ? chatbot.chatFeedback : {};
  const leads = isRecord(chatbot.leads) ? chatbot.leads : {};
  const upload = isRecord(chatbot.fullFileUpload) ? chatbot.fullFileUpload : {};
  const types = text(upload.allowedUploadFileTypes)
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
  return {
    chatFeedbackStatus: feedback.status === true,
    leadsStatus: leads.status === true,
    leadsTitle: text(leads.title),
    leadsName: leads.name === true,
    leadsEmail: leads.email === true,
    leadsPhone: leads.phone === true,
    leadsSuccessMessage: text(leads.successMessage),
    fileUploadStatus: upload.status === true,
    allowedFileTypes: types.length > 0 ? types : UPLOAD_FILE_TYPES.map((type) => type.mime),
  };
}

export const CHATBOT_FEATURE_MESSAGES = {
  leadsFields: 'Choose at least one field for the lead form: name, email address or phone',
  allowedFileTypes: 'Choose at least one file type, or turn full file upload off',
} as const;

export function validateChatbotFeatures(
  features: ChatbotFeatures,
): Partial<Record<'leadsFields' | 'allowedFileTypes', string>> {
  const errors: Partial<Record<'leadsFields' | 'allowedFileTypes', string>> = {};
  if (features.leadsStatus && !features.leadsName && !features.leadsEmail && !features.leadsPhone)
    errors.leadsFields = CHATBOT_FEATURE_MESSAGES.leadsFields;
  if (features.fileUploadStatus && features.allowedFileTypes.length === 0)
    errors.allowedFileTypes = CHATBOT_FEATURE_MESSAGES.allowedFileTypes;
  return errors;
}

/**
 * The feature keys to store. A feature is written when it was stored before or is being turned on, so an untouched
 * flow's configuration stays as it was.
 */
export function chatbotFeaturesPatch(
  features: ChatbotFeatures,
  chatbot: Record<string, unknown>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (isRecord(chatbot.chatFeedback) || features.chatFeedbackStatus)
    patch.chatFeedback = {
      ...(isRecord(chatbot.chatFeedback) ? chatbot.chatFeedback : {}),
      status: features.chatFeedbackStatus,
    };
  if (isRecord(chatbot.leads) || features.leadsStatus)
    patch.leads = {
      ...(isRecord(chatbot.leads) ? chatbot.leads : {}),
      status: features.leadsStatus,
      title: features.leadsTitle.trim(),
      name: features.leadsName,
      email: features.leadsEmail,
      phone: features.leadsPhone,
      successMessage: features.leadsSuccessMessage.trim(),
    };
  if (isRecord(chatbot.fullFileUpload) || features.fileUploadStatus)
    patch.fullFileUpload = {
      ...(isRecord(chatbot.fullFileUpload) ? chatbot.fullFileUpload : {}),
      status: features.fileUploadStatus,
      allowedUploadFileTypes: features.allowedFileTypes.join(','),
    };
  return patch;
}
