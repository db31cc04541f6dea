import type { DocumentStoreUsage } from '@loomflow/core';

const part = encodeURIComponent;

/** The addresses of the document store screens (spec §2, Flowise's routes). */
export const storePaths = {
  list: '/document-stores',
  store: (storeId: string) => `/document-stores/${part(storeId)}`,
  /** Add a loader of this node type, or edit one with `loaderId`. */
  loader: (storeId: string, nodeName: string, loaderId?: string) =>
    `/document-stores/${part(storeId)}/${part(nodeName)}${loaderId ? `?loaderId=${part(loaderId)}` : ''}`,
  chunks: (storeId: string, loaderId: string) => `/document-stores/chunks/${part(storeId)}/${part(loaderId)}`,
  vector: (storeId: string, loaderId?: string) =>
    `/document-stores/vector/${part(storeId)}${loaderId ? `/${part(loaderId)}` : ''}`,
  query: (storeId: string) => `/document-stores/query/${part(storeId)}`,
};

const FLOW_TYPE_LABELS: Readonly<Record<string, string>> = {
  CHATFLOW: 'Chatflow',
  AGENTFLOW: 'Agentflow',
  MULTIAGENT: 'Agentflow V1',
  ASSISTANT: 'Assistant',
};

export function flowTypeLabel(type: string): string {
  return FLOW_TYPE_LABELS[type] ?? type;
}

/** Where a flow using the store opens (its canvas). */
export function flowCanvasPath(usage: DocumentStoreUsage): string {
  if (usage.type === 'AGENTFLOW') return `/v2/agentcanvas/${part(usage.id)}`;
  if (usage.type === 'MULTIAGENT') return `/agentcanvas/${part(usage.id)}`;
  return `/canvas/${part(usage.id)}`;
}

/** "Agentflow "Support", Chatflow "FAQ"" for the confirm text. */
export function describeUsage(usages: readonly DocumentStoreUsage[]): string {
  return usages.map((usage) => `${flowTypeLabel(usage.type)} "${usage.name}"`).join(', ');
}
