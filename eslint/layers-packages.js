// @ts-check
/**
 * Layer order between the workspace packages and inside core, nodes, engine, web and testkit.
 * @type {import('eslint').Linter.Config[]}
 */
export const packageLayers = [];
