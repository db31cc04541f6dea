import type { AddressPolicy } from '../../net/address-policy.ts';
import type { VectorCollection, VectorCollectionRequest } from '../vector-store.ts';
import { chromaDriver } from './chroma-driver.ts';
import { ExternalCollection, type ExternalDriver } from './external-collection.ts';
import { credentialText, optionalText, requiredText, serviceUrl } from './external-config.ts';
import { pineconeDriver } from './pinecone-driver.ts';
import { qdrantDriver } from './qdrant-driver.ts';
import { redisDriver } from './redis-driver.ts';

import type { CredentialData } from './external-provider-names.ts';

function checkedUrl(value: string, store: string, policy: AddressPolicy | undefined): string {
  const url = serviceUrl(value, store);
  const refused = policy?.refuseHost(new URL(url).hostname);
  if (refused) throw new Error(`${store}: ${url} is refused (${refused}); allow it with HTTP_ALLOW_LIST`);
  return url;
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
  policy: AddressPolicy | undefined,
): ExternalDriver {
  const config = request.config;
  switch (request.provider) {
    case 'qdrant':
      return qdrantDriver({
        url: checkedUrl(
          requiredText(config, 'qdrantServerUrl', 'Qdrant Server URL', 'Qdrant'),
          'Qdrant',
          policy,
        ),
        apiKey: credentialText(credential, 'qdrantApiKey'),
        collectionName: optionalText(config, 'qdrantCollection') ?? request.collection,
        dimensions: request.dimensions,
      });
    case 'chroma':
      return chromaDriver({
        url: checkedUrl(optionalText(config, 'chromaURL') ?? 'http://localhost:8000', 'Chroma', policy),
        collectionName: optionalText(config, 'collectionName') ?? request.collection,
        apiKey: credentialText(credential, 'chromaApiKey'),
        tenant: credentialText(credential, 'chromaTenant'),
        database: credentialText(credential, 'chromaDatabase'),
      });
    case 'pinecone': {
      const apiKey = credentialText(credential, 'pineconeApiKey');
      if (!apiKey) throw new Error('Pinecone: choose a Pinecone API credential');
      return pineconeDriver({
        apiKey,
        indexName: requiredText(config, 'pineconeIndex', 'Pinecone Index', 'Pinecone'),
        namespace: optionalText(config, 'pineconeNamespace'),
        textKey: optionalText(config, 'pineconeTextKey') ?? 'text',
      });
    }
    case 'redis':
      return redisDriver({
        url: redisUrl(credential),
        indexName: optionalText(config, 'indexName') ?? request.collection,
      });
    default:
      throw new Error(`Unknown vector store "${request.provider}"`);
  }
}

/** Opens a collection of an external store; settings are checked before anything is contacted. */
export function openExternal(
  request: VectorCollectionRequest,
  credential: CredentialData,
  policy: AddressPolicy | undefined,
): VectorCollection {
  return new ExternalCollection(driverFor(request, credential, policy), request.dimensions);
}
