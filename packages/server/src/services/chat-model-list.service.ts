import { isRecord, CREDENTIAL_ID_MARKER, type CredentialData, type NodeOption } from '@loomflow/core';
import { openAICompatibleModelSource, staticChatModelList } from '@loomflow/nodes';
import { guardedFetch } from '../net/guarded-fetch.ts';
import type { OutboundAddressPolicy } from '../net/outbound-address-policy.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import type { CredentialService } from './credential.service.ts';

/** What a model list request carries: the node's inputs and its chosen credential. */
export interface ChatModelListRequest {
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly credential?: string;
}

/** Where a server lists its models, and how to read the answer. */
interface RemoteList {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly read: (body: unknown) => string[];
}

const DEFAULT_OLLAMA_URL = 'http://localhost:11434';
/** A model list must come back fast: the picker waits for it. */
const LIST_TIMEOUT_MS = 3_000;
const LIST_MAX_BYTES = 2 * 1024 * 1024;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function field(data: CredentialData | undefined, name: string): string | undefined {
  const value = data?.[name];
  return value === undefined ? undefined : text(String(value));
}

/** `{data: [{id}]}` of an OpenAI-compatible `/models`. */
function openAIModelIds(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.data)) return [];
  return body.data.flatMap((entry: unknown) => (isRecord(entry) && text(entry.id) ? [String(entry.id)] : []));
}

/** `{models: [{name}]}` of Ollama's `/api/tags`. */
function ollamaModelNames(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.models)) return [];
  return body.models.flatMap((entry: unknown) =>
    isRecord(entry) && text(entry.name) ? [String(entry.name)] : [],
  );
}

const bearer = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { authorization: `Bearer ${key}` };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The models a chat model node offers (`listModels`): the provider's shipped list, or — for an OpenAI-compatible
 * server (OpenAI with a base path, OpenAI Custom Model, the OpenAI-compatible providers at their own address or
 * the typed one) and Ollama — the server's own list when it answers within a few seconds through the SSRF
 * guard, the shipped list otherwise.
 */
export class ChatModelListService {
  private readonly policy: OutboundAddressPolicy;

  constructor(
    private readonly credentials: CredentialService,
    outbound: OutboundPolicy,
  ) {
    this.policy = outbound.for('model');
  }

  async list(workspaceId: string, nodeName: string, request: ChatModelListRequest): Promise<NodeOption[]> {
    const shipped = [...(staticChatModelList(nodeName) ?? [])];
    const remote = await this.remoteList(workspaceId, nodeName, request);
    if (!remote) return shipped;
    const names = await this.fetchNames(remote);
    if (names.length === 0) return shipped;
    // A model the shipped list knows keeps its description (context window, price, capabilities).
    const known = new Map(shipped.map((option) => [option.name, option]));
    return [...new Set(names)].map((name) => known.get(name) ?? { label: name, name });
  }

  private async remoteList(
    workspaceId: string,
    nodeName: string,
    request: ChatModelListRequest,
  ): Promise<RemoteList | undefined> {
    const inputs = request.inputs ?? {};
    switch (nodeName) {
      case 'chatOpenAI': {
        const basePath = text(inputs.basepath) ?? text(inputs.basePath);
        if (basePath === undefined) return undefined;
        const credential = await this.credentialData(workspaceId, request);
        return {
          url: `${withoutTrailingSlash(basePath)}/models`,
          headers: bearer(field(credential, 'openAIApiKey')),
          read: openAIModelIds,
        };
      }
      case 'chatOpenAICustom': {
        const credential = await this.credentialData(workspaceId, request);
        const basePath = text(inputs.basepath) ?? text(inputs.basePath) ?? field(credential, 'baseUrl');
        if (basePath === undefined) return undefined;
        const key = field(credential, 'openAIApiKey') ?? field(credential, 'openAICompatibleApiKey');
        return {
          url: `${withoutTrailingSlash(basePath)}/models`,
          headers: bearer(key),
          read: openAIModelIds,
        };
      }
      case 'chatOllama': {
        const credential = await this.credentialData(workspaceId, request);
        const baseUrl = text(inputs.baseUrl) ?? field(credential, 'baseUrl') ?? DEFAULT_OLLAMA_URL;
        return {
          url: `${withoutTrailingSlash(baseUrl)}/api/tags`,
          headers: bearer(field(credential, 'ollamaApiKey')),
          read: ollamaModelNames,
        };
      }
      default:
        return this.openAICompatibleList(workspaceId, nodeName, request);
    }
  }

  /** A provider of the OpenAI-compatible family (DeepSeek, xAI, Together…): its `/models`, with its key. */
  private async openAICompatibleList(
    workspaceId: string,
    nodeName: string,
    request: ChatModelListRequest,
  ): Promise<RemoteList | undefined> {
    const inputs = request.inputs ?? {};
    const source = openAICompatibleModelSource(nodeName, text(inputs.basepath) ?? text(inputs.basePath));
    if (!source) return undefined;
    const credential = await this.credentialData(workspaceId, request);
    return {
      url: `${withoutTrailingSlash(source.baseURL)}/models`,
      headers: bearer(field(credential, source.keyField)),
      read: openAIModelIds,
    };
  }

  /** The chosen credential's data; none when no credential is chosen or it is not in the workspace. */
  private async credentialData(
    workspaceId: string,
    request: ChatModelListRequest,
  ): Promise<CredentialData | undefined> {
    const inputs = request.inputs ?? {};
    const id = text(request.credential) ?? text(inputs[CREDENTIAL_ID_MARKER]) ?? text(inputs.credential);
    if (id === undefined) return undefined;
    try {
      return await this.credentials.decryptForRun(workspaceId, id);
    } catch {
      return undefined;
    }
  }

  /** The names the server lists; none when it is refused, unreachable, slow or answers something else. */
  private async fetchNames(remote: RemoteList): Promise<string[]> {
    try {
      const response = await guardedFetch(
        { url: remote.url, headers: { accept: 'application/json', ...remote.headers } },
        {
          policy: this.policy,
          timeoutMs: LIST_TIMEOUT_MS,
          maxResponseBytes: LIST_MAX_BYTES,
          maxRedirects: 2,
        },
      );
      if (response.status !== 200) return [];
      return remote.read(JSON.parse(response.body));
    } catch {
      return [];
    }
  }
}
