import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/** The fields of a Google service account JSON key (as the Cloud console downloads it). */
export interface ServiceAccountKey {
  readonly type: 'service_account';
  readonly project_id: string;
  readonly private_key_id: string;
  readonly private_key: string;
  readonly client_email: string;
  readonly client_id: string;
  readonly auth_uri: string;
  readonly token_uri: string;
  readonly auth_provider_x509_cert_url: string;
  readonly client_x509_cert_url: string;
  readonly universe_domain: string;
}

/** A service account of the fake: its JSON key (private key inside) and the public key that checks its JWTs. */
export interface FakeServiceAccount {
  readonly key: ServiceAccountKey;
  readonly publicKey: KeyObject;
}

/** A new RSA key pair and a service account JSON key whose `token_uri` is the fake's token endpoint. */
export function createServiceAccount(projectId: string, tokenUri: string): FakeServiceAccount {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const email = `loomflow-test@${projectId}.iam.gserviceaccount.com`;
  return {
    publicKey,
    key: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: email,
      client_id: String(100000000000000000000n + BigInt(randomBytes(4).readUInt32BE())),
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: tokenUri,
      auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
      client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(email)}`,
      universe_domain: 'googleapis.com',
    },
  };
}
