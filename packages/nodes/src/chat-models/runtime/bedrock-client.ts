import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { FetchHttpHandler } from '@smithy/fetch-http-handler';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { ChatModelConfigError, ChatModelCredential } from './chat-model-config.ts';

/** What a Bedrock client needs from the server: the outbound policy's check and fetch. */
export interface BedrockAccess {
  /** Refuses an endpoint the server must not reach (a custom endpoint host typed in the flow). */
  checkBaseUrl(url: string, label: string): Promise<void>;
  /** The fetch every request goes through (the server's guarded fetch); the process's fetch when absent. */
  readonly fetch?: typeof fetch;
}

/** `us-east-1`, `us-gov-west-1`, `eu-central-2`…: the region becomes part of the endpoint's host name. */
const REGION = /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/;

function regionOf(config: ChatModelConfig): string {
  const region = config.string('region') ?? 'us-east-1';
  if (!REGION.test(region))
    throw new ChatModelConfigError(`${config.label}: "${region}" is not an AWS region (e.g. us-east-1)`);
  return region;
}

/** A host name, or a full URL as Flowise's embeddings node tolerates; refused when it is a model ARN. */
async function endpointOf(config: ChatModelConfig, access: BedrockAccess): Promise<string | undefined> {
  const host = config.string('endpointHost');
  if (host === undefined) return undefined;
  if (host.startsWith('arn:'))
    throw new ChatModelConfigError(
      `${config.label}: "Custom Endpoint Host" holds a model ARN; put it in "Custom Model ARN" instead`,
    );
  const endpoint = /^https?:\/\//i.test(host) ? host : `https://${host}`;
  await access.checkBaseUrl(endpoint, `${config.label}: Custom Endpoint Host`);
  return endpoint;
}

type StaticCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

/**
 * The `awsApi` credential's key pair (and session token); undefined without a credential or keys, so the SDK's
 * default provider chain finds the server's identity (environment, shared config, container or instance role).
 */
async function credentialsOf(
  config: ChatModelConfig,
  credentials: CredentialReader,
): Promise<StaticCredentials | undefined> {
  const credential = await ChatModelCredential.read(config, credentials, ['awsApi'], true);
  if (credential.optional('roleArn') !== undefined)
    throw new ChatModelConfigError(
      `${config.label}: the AWS credential names a Role ARN; assuming a role is not supported yet — use an access key or the server's own AWS identity`,
    );
  const accessKeyId = credential.optional('awsKey');
  const secretAccessKey = credential.optional('awsSecret');
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined)
    throw new ChatModelConfigError(
      `${config.label}: the AWS credential needs both "AWS Access Key" and "AWS Secret Access Key"`,
    );
  const sessionToken = credential.optional('awsSession');
  return { accessKeyId, secretAccessKey, ...(sessionToken === undefined ? {} : { sessionToken }) };
}

/**
 * A Bedrock Runtime client for a node's region, endpoint and credential. Its requests go through a fetch handler
 * built on the server's guarded fetch, so every connection (the default regional endpoint as much as a custom
 * host) passes the outbound policy; the SDK's own Node handler would open sockets the policy never sees. The
 * default credential chain keeps its own requests (instance metadata, SSO), which are the server's identity,
 * not an address a flow chose.
 */
export async function bedrockRuntimeClient(
  config: ChatModelConfig,
  credentials: CredentialReader,
  access: BedrockAccess,
): Promise<{ client: BedrockRuntimeClient; region: string }> {
  const region = regionOf(config);
  const endpoint = await endpointOf(config, access);
  const keys = await credentialsOf(config, credentials);
  const client = new BedrockRuntimeClient({
    region,
    ...(endpoint === undefined ? {} : { endpoint }),
    ...(keys === undefined ? {} : { credentials: keys }),
    requestHandler: new FetchHttpHandler(access.fetch ? { customFetch: access.fetch } : {}),
  });
  return { client, region };
}
