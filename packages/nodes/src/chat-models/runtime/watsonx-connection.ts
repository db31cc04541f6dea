import { ChatModelConfigError, type ChatModelCredential } from './chat-model-config.ts';
import { IamTokenSource, IBM_CLOUD_IAM_URL } from './watsonx-iam-token.ts';

/** The API version sent when the credential names none (a date the chat, tools and embeddings APIs all take). */
export const DEFAULT_WATSONX_VERSION = '2024-05-31';

/** Where watsonx.ai runs the requests: the project or the deployment space, as the request body names it. */
export type WatsonxScope = { readonly project_id: string } | { readonly space_id: string };

/** A watsonx.ai service reached with one credential: its address, API version, scope and bearer token. */
export interface WatsonxConnection {
  /** e.g. `https://us-south.ml.cloud.ibm.com`, without a trailing slash. */
  readonly serviceUrl: string;
  readonly version: string;
  readonly scope: WatsonxScope;
  /** The `authorization` header value (`Bearer …`), exchanging the IAM key when the token is due. */
  authorization(signal?: AbortSignal): Promise<string>;
  /** The fetch every request goes through (the server's outbound policy). */
  readonly fetch: typeof globalThis.fetch;
}

export interface WatsonxConnectionOptions {
  readonly label: string;
  readonly fetch: typeof globalThis.fetch;
  /** Refuses an address the server must not reach (service URL, IAM URL), with the reason. */
  checkUrl(url: string, label: string): Promise<void>;
}

function scopeOf(credential: ChatModelCredential, label: string): WatsonxScope {
  const projectId = credential.optional('projectId');
  if (projectId !== undefined) return { project_id: projectId };
  const spaceId = credential.optional('spaceId');
  if (spaceId !== undefined) return { space_id: spaceId };
  throw new ChatModelConfigError(`${label}: the credential names no "projectId" (or "spaceId"); fill one in`);
}

function versionOf(credential: ChatModelCredential, label: string): string {
  const version = credential.optional('version') ?? DEFAULT_WATSONX_VERSION;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(version))
    throw new ChatModelConfigError(`${label}: the credential's "version" must be a date, YYYY-MM-DD`);
  return version;
}

/**
 * The connection of Flowise's `ibmWatsonx` credential: `serviceUrl`, `version`, `projectId` (or `spaceId`) and
 * the auth type: `iam` (`watsonxAIApikey` exchanged at `watsonxAIUrl`, IBM Cloud's IAM by default) or
 * `bearertoken` (`watsonxAIBearerToken` sent as it is).
 */
export async function readWatsonxConnection(
  credential: ChatModelCredential,
  options: WatsonxConnectionOptions,
): Promise<WatsonxConnection> {
  const { label, fetch } = options;
  const serviceUrl = credential.required('serviceUrl').replace(/\/+$/, '');
  await options.checkUrl(serviceUrl, label);
  const common = {
    serviceUrl,
    version: versionOf(credential, label),
    scope: scopeOf(credential, label),
    fetch,
  };
  const authType = (credential.optional('watsonxAIAuthType') ?? 'iam').toLowerCase();
  if (authType === 'bearertoken') {
    const token = credential.required('watsonxAIBearerToken');
    return { ...common, authorization: () => Promise.resolve(`Bearer ${token}`) };
  }
  if (authType !== 'iam')
    throw new ChatModelConfigError(
      `${label}: auth type "${authType}" is not supported; use "iam" (an API key) or "bearertoken"`,
    );
  const iamUrl = credential.optional('watsonxAIUrl') ?? IBM_CLOUD_IAM_URL;
  if (iamUrl !== IBM_CLOUD_IAM_URL) await options.checkUrl(iamUrl, label);
  const tokens = new IamTokenSource(credential.required('watsonxAIApikey'), iamUrl, fetch, label);
  return { ...common, authorization: async (signal) => `Bearer ${await tokens.token(signal)}` };
}

/** `{serviceUrl}{path}?version=…`: every watsonx.ai request names the API version. */
export function watsonxUrl(connection: WatsonxConnection, path: string): string {
  return `${connection.serviceUrl}${path}?version=${encodeURIComponent(connection.version)}`;
}
