/** Tables of migration 0010 (chat widget: feedback and leads); part of `Database` in schema.ts. */
export interface ChatMessageFeedbackTable {
  id: string;
  workspaceId: string;
  chatflowid: string;
  chatId: string;
  /** The rated assistant message; one feedback per message. */
  messageId: string;
  /** THUMBS_UP or THUMBS_DOWN. */
  rating: string;
  content: string | null;
  createdDate: string;
}

/** Contact details a chat's visitor left through the lead capture form. */
export interface LeadTable {
  id: string;
  workspaceId: string;
  chatflowid: string;
  chatId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdDate: string;
}
