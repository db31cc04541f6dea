import type { ChatVertexAIInput } from '@langchain/google-vertexai';
import { isRecord } from '@loomflow/core';
import { readFile } from 'node:fs/promises';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelConfigError, ChatModelCredential, type ChatModelConfig } from './chat-model-config.ts';
import { GOOGLE_TOKEN_URL, vertexRoutedFetch } from './vertex-routed-fetch.ts';

export type VertexAuthOptions = NonNullable<ChatVertexAIInput['authOptions']>;
type GoogleKey = NonNullable<VertexAuthOptions['credentials']>;

/** How a Vertex AI model or embeddings client reaches Google: its auth options, endpoint host and region. */
export interface VertexConnection {
  readonly authOptions: VertexAuthOptions;
  /** The API host (`endpoint` of LangChain's Vertex classes) when the node names one. */
  readonly endpoint?: string;
  /** The region (`location`) when the node names one. */
  readonly location?: string;
}

/** A Google credential JSON and the token endpoint it names. */
interface ParsedKey {
  readonly key: GoogleKey;
  readonly tokenUri: string | undefined;
  readonly projectId: string | undefined;
}

const KEY_TYPES = ['service_account', 'authorized_user'] as const;
const SERVICE_ACCOUNT_FIELDS = ['client_email', 'private_key'] as const;
const AUTHORIZED_USER_FIELDS = ['client_id', 'client_secret', 'refresh_token'] as const;

function parsedKey(text: string, label: string, source: string): ParsedKey {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The text is a secret: the parser's message would quote it.
    throw new ChatModelConfigError(`${label}: ${source} is not valid JSON`);
  }
  // Only keys that sign in with what they hold: an external account key would make the library read files, call
  // addresses or run programs the key names (Google asks callers to validate keys from outside for that reason).
  if (!isRecord(value) || !KEY_TYPES.some((type) => type === value.type))
    throw new ChatModelConfigError(
      `${label}: ${source} is not a service account key (its "type" must be ${KEY_TYPES.join(' or ')})`,
    );
  const required = value.type === 'service_account' ? SERVICE_ACCOUNT_FIELDS : AUTHORIZED_USER_FIELDS;
  const missing = required.filter((field) => typeof value[field] !== 'string' || value[field] === '');
  if (missing.length > 0) throw new ChatModelConfigError(`${label}: ${source} lacks ${missing.join(', ')}`);
  return {
    key: value,
    tokenUri: typeof value.token_uri === 'string' ? value.token_uri : undefined,
    // google-auth-library looks for the project elsewhere (environment, gcloud, metadata server), not in the key.
    projectId: typeof value.project_id === 'string' && value.project_id !== '' ? value.project_id : undefined,
  };
}

/** The key of the `googleVertexAuth` credential: its JSON object, else the JSON file at its path. */
async function keyOf(credential: ChatModelCredential, label: string): Promise<ParsedKey> {
  const json = credential.optional('googleApplicationCredential');
  if (json !== undefined) return parsedKey(json, label, 'the credential\'s "Google Credential JSON Object"');
  const path = credential.optional('googleApplicationCredentialFilePath');
  if (path === undefined)
    throw new ChatModelConfigError(
      `${label}: the credential has neither a Google Credential JSON Object nor a credential file path; fill one`,
    );
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ChatModelConfigError(`${label}: the credential file "${path}" cannot be read`);
  }
  return parsedKey(text, label, `the credential file "${path}"`);
}

/** The typed API endpoint as a URL: a host (`europe-west4-aiplatform.googleapis.com`) or a full address. */
function endpointUrl(value: string, label: string): URL {
  try {
    return new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    throw new ChatModelConfigError(`${label}: "${value}" is not a valid API endpoint`);
  }
}

/**
 * The connection of a Google Vertex AI node: the `googleVertexAuth` credential's service account key (JSON object
 * or key file; without a credential, the server's Application Default Credentials), its project id, the node's
 * region and API endpoint. Every request, the token grant included, goes through the server's guarded fetch; a
 * key's own `token_uri` and a typed endpoint are checked before use.
 */
export async function vertexConnection(
  config: ChatModelConfig,
  credentials: CredentialReader,
  options: ChatModelBuildOptions,
): Promise<VertexConnection> {
  const credential = await ChatModelCredential.read(config, credentials, ['googleVertexAuth'], true);
  const chosen = config.credentialId() !== undefined;
  const key = chosen ? await keyOf(credential, config.label) : undefined;
  const tokenUri = key?.tokenUri === GOOGLE_TOKEN_URL ? undefined : key?.tokenUri;
  if (tokenUri !== undefined) await options.checkBaseUrl(tokenUri, `${config.label} (token_uri of the key)`);
  const typedEndpoint = config.string('endpoint');
  const endpoint = typedEndpoint === undefined ? undefined : endpointUrl(typedEndpoint, config.label);
  if (endpoint) await options.checkBaseUrl(endpoint.origin, config.label);
  const fetchImplementation = vertexRoutedFetch(options.fetch ?? fetch, {
    ...(tokenUri === undefined ? {} : { tokenUri }),
    ...(endpoint?.protocol === 'http:' ? { httpEndpoint: endpoint } : {}),
  });
  const projectId = credential.optional('projectID') ?? key?.projectId;
  const location = config.string('region');
  return {
    authOptions: {
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the key is checked above (parsedKey: its type and fields)
      ...(key ? { credentials: key.key } : {}),
      ...(projectId === undefined ? {} : { projectId }),
      clientOptions: { transporterOptions: { fetchImplementation } },
    },
    ...(endpoint ? { endpoint: endpoint.host } : {}),
    ...(location === undefined ? {} : { location }),
  };
}
