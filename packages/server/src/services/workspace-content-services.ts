import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { FlowUsageRepository } from '../db/repositories/flow-usage.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { SandboxClient } from '../sandbox/sandbox-client.ts';
import type { CodeSandbox } from '../sandbox/sandbox.types.ts';
import { openCredentialKey } from '../secrets/credential-key.ts';
import { CredentialService } from './credential.service.ts';
import { FlowUsageService } from './flow-usage.service.ts';
import { RuntimeVariablePolicy } from './runtime-variable-policy.ts';
import { ToolService } from './tool.service.ts';
import { VariableService } from './variable.service.ts';

/** Credentials, variables, custom tools and the sandbox that runs user code. */
export interface WorkspaceContentServices {
  readonly credentials: CredentialService;
  readonly variables: VariableService;
  readonly tools: ToolService;
  readonly sandbox: CodeSandbox;
  /** Which flows use a credential, variable or tool. */
  readonly flowUsage: FlowUsageService;
  /** Problems found at start that an operator should fix (logged once the app is up). */
  readonly contentWarnings: readonly string[];
}

export async function createWorkspaceContentServices(
  config: AppConfig,
  db: Db,
  repos: Repositories,
  outbound: OutboundPolicy,
): Promise<WorkspaceContentServices> {
  const key = await openCredentialKey(db, config.secretKey);
  const sandbox = new SandboxClient(config.sandbox, outbound);
  const variables = new VariableService(
    repos,
    new RuntimeVariablePolicy(config.platform, config.runtimeVariables),
  );
  return {
    credentials: new CredentialService(repos, key.cipher),
    variables,
    tools: new ToolService(repos, sandbox, variables),
    sandbox,
    flowUsage: new FlowUsageService(new FlowUsageRepository(db)),
    contentWarnings: key.warnings,
  };
}
