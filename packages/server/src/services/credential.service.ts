import type {
  createCredentialRequestSchema,
  Credential,
  CredentialData,
  CredentialDetail,
  CredentialType,
  UpdateCredentialRequest,
} from '@loomflow/core';
import type { z } from 'zod';
import { findCredentialType } from '@loomflow/nodes';
import { OFFERED_CREDENTIAL_TYPES } from '@loomflow/nodes/runnable';
import type { Repositories } from '../db/repositories/index.ts';
import type { CredentialSummaryRow } from '../db/repositories/credential.repository.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import type { CredentialCipher } from '../secrets/credential-cipher.ts';
import { credentialContext } from '../secrets/encryption-contexts.ts';
import { newId, nowIso } from '../util/clock.ts';
import { nextVersion } from './chatflow.service.ts';
import { checkCredentialData, mergeCredentialData, redactCredentialData } from './credential-data.ts';
import { DecryptedCredentials } from './decrypted-credentials.ts';

type CreateCredential = z.output<typeof createCredentialRequestSchema>;

/** Credentials kept decrypted for runs, at most. */
const DECRYPTED_KEPT = 1000;

function toCredential(row: CredentialSummaryRow): Credential {
  return {
    id: row.id,
    name: row.name,
    credentialName: row.credentialName,
    workspaceId: row.workspaceId,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

/**
 * Credentials of a workspace. Their data is encrypted at rest; lists carry none of it, a single credential
 * carries its secret fields redacted, and only `decryptForRun` (server-internal, for flow runs) reads it plain.
 */
export class CredentialService {
  private readonly decrypted = new DecryptedCredentials(DECRYPTED_KEPT);

  constructor(
    private readonly repos: Repositories,
    private readonly cipher: CredentialCipher,
  ) {}

  /** The types a user can create: those some node that runs here asks for. */
  types(): readonly CredentialType[] {
    return OFFERED_CREDENTIAL_TYPES;
  }

  async list(workspaceId: string, credentialNames?: readonly string[]): Promise<Credential[]> {
    return (await this.repos.credentials.list(workspaceId, credentialNames)).map(toCredential);
  }

  async get(workspaceId: string, id: string): Promise<CredentialDetail> {
    const row = await this.repos.credentials.find(workspaceId, id);
    if (!row) throw notFound(`Credential ${id} not found`);
    const data = this.cipher.decrypt(row.encryptedData, credentialContext(workspaceId, id));
    return {
      ...toCredential(row),
      plainDataObj: redactCredentialData(findCredentialType(row.credentialName), data),
    };
  }

  async create(workspaceId: string, request: CreateCredential): Promise<Credential> {
    const type = findCredentialType(request.credentialName);
    if (!type) throw badRequest(`Unknown credential type "${request.credentialName}"`);
    const data = checkCredentialData(type, request.plainDataObj);
    const id = newId();
    const now = nowIso();
    const row = {
      id,
      workspaceId,
      name: request.name,
      credentialName: type.name,
      encryptedData: this.cipher.encrypt(data, credentialContext(workspaceId, id)),
      createdDate: now,
      updatedDate: now,
    };
    await this.repos.credentials.create(row);
    return toCredential(row);
  }

  async update(workspaceId: string, id: string, request: UpdateCredentialRequest): Promise<Credential> {
    const row = await this.repos.credentials.find(workspaceId, id);
    if (!row) throw notFound(`Credential ${id} not found`);
    if (request.credentialName !== undefined && request.credentialName !== row.credentialName)
      throw badRequest('A credential cannot change its type: create a new credential instead');
    // A later version than the stored one, even within its millisecond: runs keep data decrypted per version.
    const changes: { name?: string; encryptedData?: string; updatedDate: string } = {
      updatedDate: nextVersion(row.updatedDate),
    };
    if (request.name !== undefined) changes.name = request.name;
    if (request.plainDataObj !== undefined) {
      const type = findCredentialType(row.credentialName);
      if (!type) throw badRequest(`Credential type "${row.credentialName}" is no longer known`);
      const context = credentialContext(workspaceId, id);
      const merged = mergeCredentialData(
        this.cipher.decrypt(row.encryptedData, context),
        request.plainDataObj,
      );
      changes.encryptedData = this.cipher.encrypt(checkCredentialData(type, merged), context);
    }
    this.decrypted.forget(workspaceId, id);
    if (!(await this.repos.credentials.update(workspaceId, id, changes)))
      throw notFound(`Credential ${id} not found`);
    return toCredential({ ...row, ...changes });
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    this.decrypted.forget(workspaceId, id);
    if (!(await this.repos.credentials.delete(workspaceId, id))) throw notFound(`Credential ${id} not found`);
  }

  /**
   * The plain data, for a flow run on the server. Never send it to a client. Decrypted once per stored version:
   * later runs read only the version, so an edit or a deletion on any server reaches the next run.
   */
  async decryptForRun(workspaceId: string, id: string): Promise<CredentialData> {
    const version = await this.repos.credentials.version(workspaceId, id);
    if (version === undefined) throw notFound(`Credential ${id} not found`);
    const kept = this.decrypted.get(workspaceId, id, version);
    if (kept) return kept;
    const row = await this.repos.credentials.find(workspaceId, id);
    if (!row) throw notFound(`Credential ${id} not found`);
    const data = this.cipher.decrypt(row.encryptedData, credentialContext(workspaceId, id));
    this.decrypted.set(workspaceId, id, row.updatedDate, data);
    return data;
  }
}
