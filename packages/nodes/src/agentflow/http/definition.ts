// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** HTTP (Agent Flows): Send a HTTP request. */
export const httpAgentflow = defineNode({
  label: 'HTTP',
  name: 'httpAgentflow',
  version: 1.1,
  type: 'HTTP',
  category: 'Agent Flows',
  description: 'Send a HTTP request',
  color: '#FF7F7F',
  baseClasses: ['HTTP'],
  credential: {
    label: 'HTTP Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['httpBasicAuth', 'httpBearerToken', 'httpApiKey'],
    optional: true,
  },
  inputs: [
    {
      label: 'Method',
      name: 'method',
      type: 'options',
      options: [
        {
          label: 'GET',
          name: 'GET',
        },
        {
          label: 'POST',
          name: 'POST',
        },
        {
          label: 'PUT',
          name: 'PUT',
        },
        {
          label: 'DELETE',
          name: 'DELETE',
        },
        {
          label: 'PATCH',
          name: 'PATCH',
        },
      ],
      default: 'GET',
    },
    {
      label: 'URL',
      name: 'url',
      type: 'string',
      acceptVariable: true,
    },
    {
      label: 'Headers',
      name: 'headers',
      type: 'array',
      acceptVariable: true,
      array: [
        {
          label: 'Key',
          name: 'key',
          type: 'string',
          default: '',
        },
        {
          label: 'Value',
          name: 'value',
          type: 'string',
          default: '',
          acceptVariable: true,
        },
      ],
      optional: true,
    },
    {
      label: 'Query Params',
      name: 'queryParams',
      type: 'array',
      acceptVariable: true,
      array: [
        {
          label: 'Key',
          name: 'key',
          type: 'string',
          default: '',
        },
        {
          label: 'Value',
          name: 'value',
          type: 'string',
          default: '',
          acceptVariable: true,
        },
      ],
      optional: true,
    },
    {
      label: 'Body Type',
      name: 'bodyType',
      type: 'options',
      options: [
        {
          label: 'JSON',
          name: 'json',
        },
        {
          label: 'Raw',
          name: 'raw',
        },
        {
          label: 'Form Data',
          name: 'formData',
        },
        {
          label: 'x-www-form-urlencoded',
          name: 'xWwwFormUrlencoded',
        },
      ],
      optional: true,
    },
    {
      label: 'Body',
      name: 'body',
      type: 'string',
      acceptVariable: true,
      rows: 4,
      show: {
        bodyType: ['raw', 'json'],
      },
      optional: true,
    },
    {
      label: 'Body',
      name: 'body',
      type: 'array',
      acceptVariable: true,
      show: {
        bodyType: ['xWwwFormUrlencoded', 'formData'],
      },
      array: [
        {
          label: 'Key',
          name: 'key',
          type: 'string',
          default: '',
        },
        {
          label: 'Value',
          name: 'value',
          type: 'string',
          default: '',
          acceptVariable: true,
        },
      ],
      optional: true,
    },
    {
      label: 'Response Type',
      name: 'responseType',
      type: 'options',
      options: [
        {
          label: 'JSON',
          name: 'json',
        },
        {
          label: 'Text',
          name: 'text',
        },
        {
          label: 'Array Buffer',
          name: 'arraybuffer',
        },
        {
          label: 'Raw (Base64)',
          name: 'base64',
        },
      ],
      optional: true,
    },
  ],
});
