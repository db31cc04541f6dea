import { z } from 'zod';

/** A node the canvas passes to a load method (an upstream node, or the node being edited). */
export const loadMethodNodeSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  label: z.string().optional(),
  inputs: z.record(z.string(), z.unknown()).optional(),
});
export type LoadMethodNode = z.infer<typeof loadMethodNodeSchema>;

/**
 * `POST /node-load-method/{nodeName}`: Flowise's body — the node's data with `loadMethod` naming the method, plus
 * the nodes upstream of it (`previousNodes`) and the node itself (`currentNode`) for methods that read them.
 */
export const nodeLoadMethodRequestSchema = z.looseObject({
  loadMethod: z.string().min(1, 'loadMethod is required').max(100),
  inputs: z.record(z.string(), z.unknown()).optional(),
  credential: z.string().max(100).optional(),
  /** For `listCredentials`: the credential types wanted. */
  credentialNames: z.array(z.string().max(100)).max(50).optional(),
  previousNodes: z.array(loadMethodNodeSchema).max(5000).optional(),
  currentNode: loadMethodNodeSchema.optional(),
});
export type NodeLoadMethodRequest = z.input<typeof nodeLoadMethodRequestSchema>;

/** One option an async parameter offers. */
export const nodeOptionSchema = z.object({
  label: z.string(),
  name: z.string(),
  description: z.string().optional(),
  imageSrc: z.string().optional(),
});
export type NodeOption = z.infer<typeof nodeOptionSchema>;
export const nodeOptionListSchema = z.array(nodeOptionSchema);
