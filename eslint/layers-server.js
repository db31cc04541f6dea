// @ts-check
/**
 * Layer order inside packages/server: lower layers never import higher ones (enforced with no-restricted-imports).
 * @type {import('eslint').Linter.Config[]}
 */
export const serverLayers = [];
