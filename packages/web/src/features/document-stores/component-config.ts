import type { ComponentConfig, NodeConfig, NodeDefinition } from '@loomflow/core';
import { defaultValues } from './node-params.ts';

/** The config key holding the chosen credential's id (Flowise keeps it inside `embeddingConfig.config`). */
export const CONFIG_CREDENTIAL_KEY = 'credential';

/** A chosen component (embeddings or vector store) and its values, credential included. */
export interface ComponentChoice {
  /** Node name, '' when none is chosen. */
  readonly name: string;
  readonly config: NodeConfig;
}

/** The saved choice, or else the preferred component with its defaults, or nothing. */
export function initialChoice(
  saved: ComponentConfig | null,
  definitions: readonly NodeDefinition[],
  preferred?: string,
): ComponentChoice {
  if (saved) return { name: saved.name, config: saved.config };
  const definition = definitions.find((candidate) => candidate.name === preferred);
  return definition ? { name: definition.name, config: defaultValues(definition) } : { name: '', config: {} };
}

export function credentialOf(config: NodeConfig): string {
  const value = config[CONFIG_CREDENTIAL_KEY];
  return typeof value === 'string' ? value : '';
}
