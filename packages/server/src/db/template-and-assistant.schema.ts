import type { Selectable } from 'kysely';

/** A flow or tool saved as a template (Flowise's `custom_template`). */
export interface CustomTemplateTable {
  id: string;
  workspaceId: string;
  name: string;
  /** The flow graph's JSON text, or for a tool template the tool's JSON (name, description, color, schema, func). */
  flowData: string;
  description: string | null;
  badge: string | null;
  framework: string | null;
  /** The use cases as JSON text of a string list (the spec: "usecases stored as text"). */
  usecases: string | null;
  /** Chatflow, Agentflow, AgentflowV2 or Tool. */
  type: string | null;
  createdDate: string;
  updatedDate: string;
}

/** An assistant (Flowise's `assistant`); `details` is JSON text whose shape depends on `type`. */
export interface AssistantTable {
  id: string;
  workspaceId: string;
  details: string;
  /** The credential used to reach the provider (OPENAI, AZURE) or the chat model (CUSTOM). */
  credential: string | null;
  iconSrc: string | null;
  /** CUSTOM, OPENAI or AZURE. */
  type: string;
  createdDate: string;
  updatedDate: string;
}

export type CustomTemplateRow = Selectable<CustomTemplateTable>;
export type AssistantRow = Selectable<AssistantTable>;
