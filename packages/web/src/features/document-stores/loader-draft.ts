import type { DocumentStoreLoader, NodeConfig, NodeDefinition, SaveLoaderRequest } from '@loomflow/core';
import { defaultValues } from './node-params.ts';

/** What the loader screen edits. */
export interface LoaderDraft {
  readonly loaderConfig: NodeConfig;
  readonly credential: string;
  /** The splitter node's name, or '' for none. */
  readonly splitterName: string;
  readonly splitterConfig: NodeConfig;
}

/** A new loader starts from its declared defaults and the first splitter (Flowise offers the recursive one). */
export function newDraft(loader: NodeDefinition, splitter: NodeDefinition | undefined): LoaderDraft {
  return {
    loaderConfig: defaultValues(loader),
    credential: '',
    splitterName: splitter?.name ?? '',
    splitterConfig: splitter ? defaultValues(splitter) : {},
  };
}

export function draftOf(loader: DocumentStoreLoader): LoaderDraft {
  return {
    loaderConfig: loader.loaderConfig,
    credential: loader.credential ?? '',
    splitterName: loader.splitterId ?? '',
    splitterConfig: loader.splitterConfig ?? {},
  };
}

/** The body of `loader/save`, `loader/process` and `loader/preview`. */
export function loaderRequest(
  storeId: string,
  definition: NodeDefinition,
  draft: LoaderDraft,
  splitters: readonly NodeDefinition[],
  id: string | undefined,
): SaveLoaderRequest {
  const splitter = splitters.find((candidate) => candidate.name === draft.splitterName);
  return {
    storeId,
    ...(id ? { id } : {}),
    loaderId: definition.name,
    loaderName: definition.label,
    loaderConfig: draft.loaderConfig,
    ...(splitter
      ? { splitterId: splitter.name, splitterName: splitter.label, splitterConfig: draft.splitterConfig }
      : {}),
    ...(draft.credential ? { credential: draft.credential } : {}),
  };
}
