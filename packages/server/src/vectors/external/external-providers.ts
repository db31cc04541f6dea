import type { Dispatcher } from 'undici';
import { refuseResolvedHost, type OutboundAddressPolicy } from '../../net/outbound-address-policy.ts';
import type { VectorCollection, VectorCollectionRequest } from '../vector-store.ts';
import { chromaDriver } from './chroma-driver.ts';
import { ExternalCollection, type ExternalDriver } from './external-collection.ts';
import { hostCheckedDriver } from './host-checked-driver.ts';
import { credentialText, optionalText, requiredText, serviceUrl } from './external-config.ts';
import { pineconeDriver } from './pinecone-driver.ts';
import { qdrantDriver } from './qdrant-driver.ts';
import { redisDriver } from './redis-driver.ts';

import type { CredentialData } from './external-provider-names.ts';

/** How external stores reach their servers: the 'vector-store' outbound policy, as a fetch and a dispatcher. */
export interface VectorStoreOutbound {
  readonly policy: OutboundAddressPolicy;
  /** For clients that take a fetch (Qdrant, Pinecone). */
  readonly fetch: typeof fetch;
  /** For SDKs that take fetch options (Chroma). */
  readonly dispatcher: Dispatcher;
}

function refusedUrl(url: string, store: string, refusal: string): Error {
  return new Error(`${store}: ${url} cannot be used: ${refusal}`);
}

/** The store's URL, its host checked by name now (an IP literal in any form is judged as written). */
function checkedUrl(value: string, store: string, outbound: VectorStoreOutbound | undefined): string {
  const url = serviceUrl(value, store);
  const refusal = outbound?.policy.refuseHost(new URL(url).hostname);
  if (refusal) throw refusedUrl(url, store, refusal);
  return url;
}

/** The driver, its host's resolved addresses checked before its first request. */
function resolvedChecked(
  driver: ExternalDriver,
  url: string,
  store: string,
  outbound: VectorStoreOutbound | undefined,
): ExternalDriver {
  if (!outbound) return driver;
  return hostCheckedDriver(driver, async () => {
    const refusal = await refuseResolvedHost(outbound.policy, new URL(url).hostname);
    if (refusal) throw refusedUrl(url, store, refusal);
  });
}

function redisUrl(credential: CredentialData): string {
  const direct = credentialText(credential, 'redisUrl');
  if (direct) return direct;
  const host = credentialText(credential, 'redisCacheHost');
  if (!host) throw new Error('Redis: choose a Redis credential (a URL, or host and port)');
  const port = credential?.redisCachePort;
  const user = credentialText(credential, 'redisCacheUser');
  const password = credentialText(credential, 'redisCachePwd');
  const auth = password ? `${encodeURIComponent(user ?? 'default')}:${encodeURIComponent(password)}@` : '';
  const scheme = credential?.redisCacheSslEnabled === true ? 'rediss' : 'redis';
  return `${scheme}://${auth}${host}:${typeof port === 'number' || typeof port === 'string' ? String(port) : '6379'}`;
}

function driverFor(
  request: VectorCollectionRequest,
  credential: CredentialData,
  outbound: VectorStoreOutbound | undefined,
): ExternalDriver {
  const config = request.config;
  switch (request.provider) {
    case 'qdrant': {
      const url = checkedUrl(
        requiredText(config, 'qdrantServerUrl', 'Qdrant Server URL', 'Qdrant'),
        'Qdrant',
        outbound,
      );
      // Every connection and redirect hop goes through the policy's fetch (checked and pinned at connect).
      return qdrantDriver({
        url,
        apiKey: credentialText(credential, 'qdrantApiKey'),
        collectionName: optionalText(config, 'qdrantCollection') ?? request.collection,
        dimensions: request.dimensions,
        ...(outbound ? { fetch: outbound.fetch } : {}),
      });
    }
    case 'chroma': {
      const url = checkedUrl(
        optionalText(config, 'chromaURL') ?? 'http://localhost:8000',
        'Chroma',
        outbound,
      );
      const driver = chromaDriver({
        url,
        collectionName: optionalText(config, 'collectionName') ?? request.collection,
        apiKey: credentialText(credential, 'chromaApiKey'),
        tenant: credentialText(credential, 'chromaTenant'),
        database: credentialText(credential, 'chromaDatabase'),
        ...(outbound ? { dispatcher: outbound.dispatcher } : {}),
      });
      return resolvedChecked(driver, url, 'Chroma', outbound);
    }
    case 'pinecone': {
      const apiKey = credentialText(credential, 'pineconeApiKey');
      if (!apiKey) throw new Error('Pinecone: choose a Pinecone API credential');
      return pineconeDriver({
        apiKey,
        indexName: requiredText(config, 'pineconeIndex', 'Pinecone Index', 'Pinecone'),
        namespace: optionalText(config, 'pineconeNamespace'),
        textKey: optionalText(config, 'pineconeTextKey') ?? 'text',
        ...(outbound ? { fetch: outbound.fetch } : {}),
      });
    }
    case 'redis':
      return redisDriver(
        { url: redisUrl(credential), indexName: optionalText(config, 'indexName') ?? request.collection },
        outbound?.policy,
      );
    default:
      throw new Error(`Unknown vector store "${request.provider}"`);
  }
}

/** Opens a collection of an external store; settings are checked before anything is contacted. */
export function openExternal(
  request: VectorCollectionRequest,
  credential: CredentialData,
  outbound: VectorStoreOutbound | undefined,
): VectorCollection {
  return new ExternalCollection(driverFor(request, credential, outbound), request.dimensions);
}
