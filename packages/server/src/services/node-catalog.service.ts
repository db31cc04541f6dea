import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NodeDefinition } from '@loomflow/core';
import { findFlowiseNode, findNodeDefinition, nodeIconSvg } from '@loomflow/nodes';
import { RUNNABLE_NODE_DEFINITIONS } from '@loomflow/nodes/runnable';
import { notFound } from '../errors/app-error.ts';

/**
 * The node types that run here (`RUNNABLE_NODE_DEFINITIONS`) as the canvas reads them, serialised once at start: `GET /nodes` answers a ready string, so
 * it costs no work per request. Icons are small SVGs made from each node's mark and colour.
 */
export class NodeCatalogService {
  private readonly allJson: string;
  private readonly allBytes: Buffer;
  private readonly allGzip: Buffer;
  /** Changes only when the node types do (a new release). */
  readonly etag: string;
  private readonly nodeJson: ReadonlyMap<string, string>;
  private readonly categoryJson: ReadonlyMap<string, string>;

  constructor(definitions: readonly NodeDefinition[] = RUNNABLE_NODE_DEFINITIONS) {
    this.allJson = JSON.stringify(definitions);
    this.allBytes = Buffer.from(this.allJson, 'utf8');
    this.allGzip = gzipSync(this.allBytes);
    this.etag = `"${createHash('sha256').update(this.allJson).digest('base64url').slice(0, 27)}"`;
    this.nodeJson = new Map(definitions.map((definition) => [definition.name, JSON.stringify(definition)]));
    const categories = new Map<string, NodeDefinition[]>();
    for (const definition of definitions) {
      const list = categories.get(definition.category) ?? [];
      list.push(definition);
      categories.set(definition.category, list);
    }
    this.categoryJson = new Map([...categories].map(([category, list]) => [category, JSON.stringify(list)]));
  }

  /** The same JSON encoded once, ready to send. */
  listBytes(): Buffer {
    return this.allBytes;
  }

  /** The same JSON, gzip-compressed once (about a seventh of the size on the wire). */
  listGzip(): Buffer {
    return this.allGzip;
  }

  /** One node type, as JSON text. */
  definitionJson(name: string): string {
    const json = this.nodeJson.get(name);
    if (json === undefined) throw notFound(`Node ${name} not found`);
    return json;
  }

  /** The node types of a category, as JSON text. */
  categoryListJson(category: string): string {
    const json = this.categoryJson.get(category);
    if (json === undefined) throw notFound(`No nodes in category ${category}`);
    return json;
  }

  /** The icon of a node type of ours or of a Flowise node (so any Flowise flow shows its nodes' icons). */
  iconSvg(name: string): string {
    const flowise = findNodeDefinition(name) ? undefined : findFlowiseNode(name);
    const svg = nodeIconSvg(name, flowise);
    if (svg === undefined) throw notFound(`Node ${name} icon not found`);
    return svg;
  }
}
