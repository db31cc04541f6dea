import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelConfig } from './chat-model-config.ts';
import { vertexConnection } from './google-vertex-auth.ts';

const KEY = {
  type: 'service_account',
  project_id: 'key-project',
  private_key: '-----BEGIN PRIVATE KEY-----\nsecret-material\n-----END PRIVATE KEY-----\n',
  client_email: 'robot@key-project.iam.gserviceaccount.com',
  token_uri: 'https://oauth2.googleapis.com/token',
};

function reader(data: Record<string, string>): CredentialReader {
  return { read: () => Promise.resolve(data) };
}

function options(checked: string[] = []): ChatModelBuildOptions {
  return {
    checkBaseUrl: (url) => {
      checked.push(url);
      return url.includes('refused') ? Promise.reject(new Error(`Refused: ${url}`)) : Promise.resolve();
    },
  };
}

const config = (inputs: Record<string, unknown> = {}) =>
  new ChatModelConfig('Google VertexAI', { credential: 'cred-1', ...inputs });

describe('the Vertex AI connection from the googleVertexAuth credential', () => {
  it('takes the key JSON, its project and the node region; Google token URL needs no check', async () => {
    const checked: string[] = [];
    const connection = await vertexConnection(
      config({ region: 'europe-west4' }),
      reader({ googleApplicationCredential: JSON.stringify(KEY) }),
      options(checked),
    );
    expect(connection.authOptions).toMatchObject({ credentials: KEY, projectId: 'key-project' });
    expect(connection.location).toBe('europe-west4');
    expect(checked).toEqual([]);
  });

  it("prefers the credential's Project ID over the key's", async () => {
    const connection = await vertexConnection(
      config(),
      reader({ googleApplicationCredential: JSON.stringify(KEY), projectID: 'billing-project' }),
      options(),
    );
    expect(connection.authOptions.projectId).toBe('billing-project');
  });

  it('reads the key file named by the credential', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vertex-key-'));
    const path = join(folder, 'key.json');
    await writeFile(path, JSON.stringify(KEY));
    try {
      const connection = await vertexConnection(
        config(),
        reader({ googleApplicationCredentialFilePath: path }),
        options(),
      );
      expect(connection.authOptions).toMatchObject({ credentials: KEY });
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('says the JSON is invalid without quoting it (it is a secret)', async () => {
    const broken = '{"type":"service_account","private_key":"secret-material"';
    const failure = vertexConnection(config(), reader({ googleApplicationCredential: broken }), options());
    await expect(failure).rejects.toThrow('is not valid JSON');
    await expect(failure).rejects.not.toThrow(/secret-material/);
  });

  it('refuses an external account key (it would make the library read files or call addresses it names)', async () => {
    const external = { type: 'external_account', credential_source: { file: '/etc/passwd' } };
    await expect(
      vertexConnection(
        config(),
        reader({ googleApplicationCredential: JSON.stringify(external) }),
        options(),
      ),
    ).rejects.toThrow('is not a service account key');
  });

  it('names the missing fields of a service account key', async () => {
    const partial = { type: 'service_account', client_email: KEY.client_email };
    await expect(
      vertexConnection(config(), reader({ googleApplicationCredential: JSON.stringify(partial) }), options()),
    ).rejects.toThrow('lacks private_key');
  });

  it('asks for the JSON or a file path when the credential has neither', async () => {
    await expect(vertexConnection(config(), reader({}), options())).rejects.toThrow(
      'neither a Google Credential JSON Object nor a credential file path',
    );
  });

  it("checks the key's own token_uri and a typed endpoint with the server's policy before any request", async () => {
    const checked: string[] = [];
    const own = { ...KEY, token_uri: 'https://sts.example.com/token' };
    const connection = await vertexConnection(
      config({ endpoint: 'http://127.0.0.1:9000' }),
      reader({ googleApplicationCredential: JSON.stringify(own) }),
      options(checked),
    );
    expect(checked).toEqual(['https://sts.example.com/token', 'http://127.0.0.1:9000']);
    expect(connection.endpoint).toBe('127.0.0.1:9000');
    const refused = { ...KEY, token_uri: 'https://refused.example.com/token' };
    await expect(
      vertexConnection(config(), reader({ googleApplicationCredential: JSON.stringify(refused) }), options()),
    ).rejects.toThrow('Refused: https://refused.example.com/token');
  });

  it("uses the server's default credentials when no credential is chosen", async () => {
    const connection = await vertexConnection(
      new ChatModelConfig('Google VertexAI', {}),
      reader({}),
      options(),
    );
    expect(connection.authOptions).not.toHaveProperty('credentials');
    expect(connection.authOptions.clientOptions).toBeDefined();
  });
});
