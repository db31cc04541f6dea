import type { PlatformType } from '@loomflow/core';
import type { Db } from '../db/database.ts';
import { ChatFeedbackRepository } from '../db/repositories/chat-feedback.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { LeadRepository } from '../db/repositories/lead.repository.ts';
import type { ChatUploadStore } from '../storage/chat-upload-store.ts';
import { ATTACHMENT_MAX_FILE_MB, ChatAttachmentService } from './chat-attachment.service.ts';
import { ChatFeedbackService } from './chat-feedback.service.ts';
import { LeadService } from './lead.service.ts';
import { PublicChatbotService } from './public-chatbot.service.ts';
import { PublicFlowAccess } from './public-flow-access.ts';

/** What the chat widget calls besides predictions (issue 8 item 5): configuration, attachments, feedback, leads. */
export interface ChatWidgetServices {
  readonly publicChatbot: PublicChatbotService;
  readonly chatAttachments: ChatAttachmentService;
  readonly chatFeedback: ChatFeedbackService;
  readonly leads: LeadService;
}

export function createChatWidgetServices(
  db: Db,
  repos: Repositories,
  platform: PlatformType,
  chatUploads: ChatUploadStore,
): ChatWidgetServices {
  const access = new PublicFlowAccess(repos);
  return {
    publicChatbot: new PublicChatbotService(access, ATTACHMENT_MAX_FILE_MB),
    chatAttachments: new ChatAttachmentService(access, chatUploads),
    chatFeedback: new ChatFeedbackService(new ChatFeedbackRepository(db), repos, access, platform),
    leads: new LeadService(new LeadRepository(db), repos, access, platform),
  };
}
