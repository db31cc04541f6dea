// Data declared by Flowise 3.x for the Requests tool components (names, types), kept compatible.
import { defineNode } from '../define-node.ts';
import { requestsToolParams } from './requests-tool.params.ts';

const BASE_CLASSES = ['Tool', 'StructuredTool', 'Runnable'] as const;

/** Requests Get (Tools): HTTP GET requests the model can make. */
export const requestsGetTool = defineNode({
  label: 'Requests Get',
  name: 'requestsGet',
  version: 2,
  type: 'RequestsGet',
  category: 'Tools',
  description: 'Execute HTTP GET requests',
  baseClasses: ['RequestsGet', ...BASE_CLASSES],
  inputs: requestsToolParams('requestsGet', 'requests_get', undefined),
});

/** Requests Delete (Tools): HTTP DELETE requests the model can make. */
export const requestsDeleteTool = defineNode({
  label: 'Requests Delete',
  name: 'requestsDelete',
  version: 1,
  type: 'RequestsDelete',
  category: 'Tools',
  description: 'Execute HTTP DELETE requests',
  baseClasses: ['RequestsDelete', ...BASE_CLASSES],
  inputs: requestsToolParams('requestsDelete', 'requests_delete', undefined),
});

/** Requests Post (Tools): HTTP POST requests the model can make. */
export const requestsPostTool = defineNode({
  label: 'Requests Post',
  name: 'requestsPost',
  version: 2,
  type: 'RequestsPost',
  category: 'Tools',
  description: 'Execute HTTP POST requests',
  baseClasses: ['RequestsPost', ...BASE_CLASSES],
  inputs: requestsToolParams('requestsPost', 'requests_post', { bodyName: 'requestPostBody' }),
});

/** Requests Put (Tools): HTTP PUT requests the model can make. */
export const requestsPutTool = defineNode({
  label: 'Requests Put',
  name: 'requestsPut',
  version: 1,
  type: 'RequestsPut',
  category: 'Tools',
  description: 'Execute HTTP PUT requests',
  baseClasses: ['RequestsPut', ...BASE_CLASSES],
  inputs: requestsToolParams('requestsPut', 'requests_put', { bodyName: 'requestPutBody' }),
});
