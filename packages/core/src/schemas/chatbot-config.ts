import { z } from 'zod';

/**
 * A flow's `chatbotConfig` (JSON text on the flow), in Flowise's field names so that the `flowise-embed` widget
 * and flows imported from Flowise read it unchanged. Every field is optional; unknown fields are kept.
 */
const colour = z.string().max(100);

export const chatbotMessageThemeSchema = z
  .object({
    backgroundColor: colour.optional(),
    textColor: colour.optional(),
    avatarSrc: z.string().max(2000).optional(),
    showAvatar: z.boolean().optional(),
  })
  .loose();
export type ChatbotMessageTheme = z.infer<typeof chatbotMessageThemeSchema>;

export const chatbotLeadsConfigSchema = z
  .object({
    status: z.boolean().optional(),
    title: z.string().max(500).optional(),
    name: z.boolean().optional(),
    email: z.boolean().optional(),
    phone: z.boolean().optional(),
    successMessage: z.string().max(2000).optional(),
  })
  .loose();
export type ChatbotLeadsConfig = z.infer<typeof chatbotLeadsConfigSchema>;

export const chatbotDisclaimerSchema = z
  .object({
    title: z.string().max(500).optional(),
    message: z.string().max(5000).optional(),
    buttonText: z.string().max(100).optional(),
  })
  .loose();

export const chatbotConfigSchema = z
  .object({
    title: z.string().max(500).optional(),
    titleAvatarSrc: z.string().max(2000).optional(),
    titleBackgroundColor: colour.optional(),
    titleTextColor: colour.optional(),
    welcomeMessage: z.string().max(5000).optional(),
    errorMessage: z.string().max(2000).optional(),
    backgroundColor: colour.optional(),
    fontSize: z.number().min(6).max(48).optional(),
    poweredByTextColor: colour.optional(),
    botMessage: chatbotMessageThemeSchema.optional(),
    userMessage: chatbotMessageThemeSchema.optional(),
    textInput: z
      .object({
        placeholder: z.string().max(500).optional(),
        backgroundColor: colour.optional(),
        textColor: colour.optional(),
        sendButtonColor: colour.optional(),
      })
      .loose()
      .optional(),
    /** Flowise keeps starter prompts as an object keyed by index: `{ "0": { prompt } }`. */
    starterPrompts: z.record(z.string(), z.object({ prompt: z.string() }).loose()).optional(),
    leads: chatbotLeadsConfigSchema.optional(),
    chatFeedback: z.object({ status: z.boolean().optional() }).loose().optional(),
    fullFileUpload: z
      .object({ status: z.boolean().optional(), allowedUploadFileTypes: z.string().max(2000).optional() })
      .loose()
      .optional(),
    disclaimer: chatbotDisclaimerSchema.optional(),
    allowedOrigins: z.array(z.string()).optional(),
    allowedOriginsError: z.string().max(2000).optional(),
    renderHTML: z.boolean().optional(),
    generateNewSession: z.boolean().optional(),
  })
  .loose();
export type ChatbotConfig = z.infer<typeof chatbotConfigSchema>;

/** One accepted kind of upload: MIME types (`image/png`, `text/*`) and the largest size in MB. */
export const uploadSizeAndTypesSchema = z.object({
  fileTypes: z.array(z.string()),
  maxUploadSize: z.number(),
});
export type UploadSizeAndTypes = z.infer<typeof uploadSizeAndTypesSchema>;

/** `GET /chatflows-uploads/{id}`: what a flow's chat may upload (compat reference). */
export const uploadsConfigSchema = z.object({
  isSpeechToTextEnabled: z.boolean(),
  isImageUploadAllowed: z.boolean(),
  isRAGFileUploadAllowed: z.boolean(),
  imgUploadSizeAndTypes: z.array(uploadSizeAndTypesSchema),
  fileUploadSizeAndTypes: z.array(uploadSizeAndTypesSchema),
});
export type UploadsConfig = z.infer<typeof uploadsConfigSchema>;

/**
 * `GET /public-chatbotConfig/{id}`: the flow's chatbot configuration plus its uploads configuration, and only the
 * parts of the flow graph a chat client reads (never credentials or secrets).
 */
export const publicChatbotConfigSchema = chatbotConfigSchema.extend({
  uploads: uploadsConfigSchema,
  flowData: z.string().optional(),
  isPublic: z.boolean().optional(),
  name: z.string().optional(),
});
export type PublicChatbotConfig = z.infer<typeof publicChatbotConfigSchema>;

/** `POST /attachments/{flowId}/{chatId}` answer item: the text extracted from one uploaded file. */
export const attachmentSchema = z.object({
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  content: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
