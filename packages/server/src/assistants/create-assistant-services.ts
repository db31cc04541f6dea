import type { ChatModelProvider } from '@loomflow/nodes/runtime';
import type { Db } from '../db/database.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { DocumentStoreService } from '../document-stores/document-store.service.ts';
import type { CredentialService } from '../services/credential.service.ts';
import { AssistantChatService } from './assistant-chat.service.ts';
import { AssistantComponentsService } from './assistant-components.service.ts';
import { AssistantService } from './assistant.service.ts';
import type { AssistantsApiFactory } from './assistants-api.ts';
import type { AssistantsApiConfig } from '../config/assistants-config.ts';
import { CustomAssistantChecks } from './custom-assistant.checks.ts';
import { InstructionGenerator } from './instruction-generator.ts';
import { OpenAiAssistantsService } from './openai-assistants.service.ts';
import { ProviderAssistants } from './provider-assistants.ts';

export interface AssistantServices {
  /** Assistant rows: CUSTOM ones with their flow, OPENAI / AZURE ones mirrored at the provider. */
  readonly assistants: AssistantService;
  /** What the custom assistant screen offers (chat models, stores, tools). */
  readonly components: AssistantComponentsService;
  readonly instructions: InstructionGenerator;
  /** The providers' Assistants APIs with a workspace credential. */
  readonly providers: ProviderAssistants;
  /** The provider's assistants, files and vector stores (`/openai-assistants*`). */
  readonly openAi: OpenAiAssistantsService;
  /** Chat with an OPENAI / AZURE assistant through the provider's thread. */
  readonly chat: AssistantChatService;
}

export function createAssistantServices(options: {
  readonly db: Db;
  readonly repos: Repositories;
  readonly credentials: Pick<CredentialService, 'decryptForRun'>;
  readonly chatModels: ChatModelProvider;
  readonly documentStores: Pick<DocumentStoreService, 'list'>;
  readonly config: AssistantsApiConfig;
  readonly createClient: AssistantsApiFactory;
}): AssistantServices {
  const providers = new ProviderAssistants(
    options.repos,
    options.credentials,
    options.config,
    options.createClient,
  );
  const assistants = new AssistantService(
    options.db,
    new CustomAssistantChecks(options.repos, options.documentStores),
    providers,
  );
  return {
    assistants,
    components: new AssistantComponentsService(options.documentStores),
    instructions: new InstructionGenerator(options.chatModels, options.credentials),
    providers,
    openAi: new OpenAiAssistantsService(options.repos, providers),
    chat: new AssistantChatService(options.db, assistants, providers),
  };
}
