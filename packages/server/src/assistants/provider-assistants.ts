import type { CredentialData, OpenAiAssistantDetails } from '@loomflow/core';
import type { Repositories } from '../db/repositories/index.ts';
import { AppError, badRequest } from '../errors/app-error.ts';
import type { CredentialService } from '../services/credential.service.ts';
import type { AssistantsApi, AssistantsApiFactory, AssistantsApiTarget } from './assistants-api.ts';
import type { AssistantsApiConfig } from '../config/assistants-config.ts';

export type ProviderType = 'OPENAI' | 'AZURE';

/** The credential kind each provider's assistants are reached with. */
export const PROVIDER_CREDENTIALS: Readonly<Record<ProviderType, string>> = {
  OPENAI: 'openAIApi',
  AZURE: 'azureOpenAIApi',
};

const PROVIDER_LABELS: Readonly<Record<ProviderType, string>> = { OPENAI: 'OpenAI', AZURE: 'Azure OpenAI' };

/** Azure's Assistants API version when the credential names none. */
export const DEFAULT_AZURE_API_VERSION = '2024-05-01-preview';

function textOf(data: CredentialData, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A status the provider answered with, when the client's error carries one. */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * A provider's refusal as the caller should see it: what the caller sent wrong (400, 404, 422 from the
 * provider) is a 400 with the provider's message; a key the provider refused, a rate limit or an outage is a
 * 502, so it is not mistaken for a Loomflow fault.
 */
export function providerError(type: ProviderType, action: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = statusOf(error);
  // The client's messages name the provider and its status (`OpenAI answered 404: …`).
  const said = messageOf(error);
  const message = said.startsWith(PROVIDER_LABELS[type])
    ? `Could not ${action}: ${said}`
    : `${PROVIDER_LABELS[type]} could not ${action}: ${said}`;
  return status !== undefined && [400, 404, 409, 422].includes(status)
    ? badRequest(message)
    : new AppError(502, message);
}

/**
 * Where a credential of a provider's kind reaches its Assistants API: the server's addresses first
 * (`OPENAI_BASE_URL`, `AZURE_OPENAI_ENDPOINT`), else the provider's own; a credential missing what is needed is a
 * 400 naming it.
 */
export function assistantsApiTarget(
  type: ProviderType,
  data: CredentialData,
  config: AssistantsApiConfig,
): AssistantsApiTarget {
  if (type === 'OPENAI') {
    const apiKey = textOf(data, 'openAIApiKey');
    if (!apiKey) throw badRequest('The OpenAI credential has no API key: edit the credential');
    return { kind: 'openai', apiKey, ...(config.openAIBaseUrl ? { baseURL: config.openAIBaseUrl } : {}) };
  }
  const apiKey = textOf(data, 'azureOpenAIApiKey');
  if (!apiKey) throw badRequest('The Azure OpenAI credential has no API key: edit the credential');
  const instance = textOf(data, 'azureOpenAIApiInstanceName');
  const endpoint =
    config.azureEndpoint ?? (instance !== undefined ? `https://${instance}.openai.azure.com` : undefined);
  if (endpoint === undefined)
    throw badRequest(
      'The Azure OpenAI credential names no instance (Azure OpenAI Api Instance Name): edit the credential',
    );
  return {
    kind: 'azure',
    apiKey,
    endpoint,
    apiVersion: textOf(data, 'azureOpenAIApiVersion') ?? DEFAULT_AZURE_API_VERSION,
  };
}

/**
 * OPENAI / AZURE assistants at their provider, through the node runtime's Assistants API client with the
 * workspace credential's key. Addresses come from the server configuration (`OPENAI_BASE_URL`,
 * `AZURE_OPENAI_ENDPOINT`), else the provider's own.
 */
export class ProviderAssistants {
  constructor(
    private readonly repos: Repositories,
    private readonly credentials: Pick<CredentialService, 'decryptForRun'>,
    private readonly config: AssistantsApiConfig,
    private readonly createClient: AssistantsApiFactory,
  ) {}

  /** The credential to use: given, of this workspace and of the provider's kind; else a 400 saying which. */
  async requireCredential(
    workspaceId: string,
    type: ProviderType,
    credentialId: string | null | undefined,
  ): Promise<string> {
    const kind = PROVIDER_CREDENTIALS[type];
    if (!credentialId)
      throw badRequest(`Choose a credential (${kind}) for the ${PROVIDER_LABELS[type]} assistant`);
    const row = await this.repos.credentials.find(workspaceId, credentialId);
    if (!row)
      throw badRequest(
        `Credential ${credentialId} is not one of this workspace's credentials: choose another`,
      );
    if (row.credentialName !== kind)
      throw badRequest(
        `Credential "${row.name}" is a ${row.credentialName} credential; ${PROVIDER_LABELS[type]} needs ${kind}`,
      );
    return row.id;
  }

  /** The provider client for a workspace credential (checked first). */
  async client(
    workspaceId: string,
    type: ProviderType,
    credentialId: string | null | undefined,
  ): Promise<AssistantsApi> {
    const id = await this.requireCredential(workspaceId, type, credentialId);
    const data = await this.credentials.decryptForRun(workspaceId, id);
    return this.createClient(assistantsApiTarget(type, data, this.config));
  }

  /**
   * Creates the assistant at the provider, or updates it there when the details carry its id (an existing one
   * loaded from the provider, or an edit); answers the details with the provider's id.
   */
  async save(
    workspaceId: string,
    type: ProviderType,
    credentialId: string,
    details: OpenAiAssistantDetails,
  ): Promise<OpenAiAssistantDetails> {
    const client = await this.client(workspaceId, type, credentialId);
    try {
      if (details.id !== undefined) {
        await client.updateAssistant(details.id, details);
        return details;
      }
      const created = await client.createAssistant(details);
      return { ...details, id: created.id };
    } catch (error) {
      throw providerError(
        type,
        details.id === undefined ? 'create the assistant' : 'update the assistant',
        error,
      );
    }
  }

  async remove(
    workspaceId: string,
    type: ProviderType,
    credentialId: string,
    providerId: string,
  ): Promise<void> {
    const client = await this.client(workspaceId, type, credentialId);
    try {
      await client.deleteAssistant(providerId);
    } catch (error) {
      throw providerError(type, 'delete the assistant', error);
    }
  }
}
