// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Start inputs from `startInputType` on. */
export const startInputTypeParams = [
  {
    label: 'Input Type',
    name: 'startInputType',
    type: 'options',
    options: [
      {
        label: 'Chat Input',
        name: 'chatInput',
        description: 'Start the conversation with chat input',
      },
      {
        label: 'Form Input',
        name: 'formInput',
        description: 'Start the workflow with form inputs',
        client: ['agentflowv2'],
      },
      {
        label: 'Webhook Trigger',
        name: 'webhookTrigger',
        description: 'Trigger the workflow via an external webhook',
        client: ['agentflowv2'],
      },
      {
        label: 'Schedule Input',
        name: 'scheduleInput',
        description: 'Start the workflow on a recurring schedule (cron)',
        client: ['agentflowv2'],
      },
    ],
    default: 'chatInput',
  },
  {
    label: 'Form Title',
    name: 'formTitle',
    type: 'string',
    placeholder: 'Please Fill Out The Form',
    show: {
      startInputType: 'formInput',
    },
  },
  {
    label: 'Form Description',
    name: 'formDescription',
    type: 'string',
    placeholder: 'Complete all fields below to continue',
    show: {
      startInputType: 'formInput',
    },
  },
  {
    label: 'Form Input Types',
    name: 'formInputTypes',
    description: 'Specify the type of form input',
    type: 'array',
    show: {
      startInputType: 'formInput',
    },
    array: [
      {
        label: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            label: 'String',
            name: 'string',
          },
          {
            label: 'Number',
            name: 'number',
          },
          {
            label: 'Boolean',
            name: 'boolean',
          },
          {
            label: 'Options',
            name: 'options',
          },
        ],
        default: 'string',
      },
      {
        label: 'Label',
        name: 'label',
        type: 'string',
        placeholder: 'Label for the input',
      },
      {
        label: 'Variable Name',
        name: 'name',
        type: 'string',
        placeholder: 'Variable name for the input (must be camel case)',
        description: 'Variable name must be camel case. For example: firstName, lastName, etc.',
      },
      {
        label: 'Add Options',
        name: 'addOptions',
        type: 'array',
        show: {
          'formInputTypes[$index].type': 'options',
        },
        array: [
          {
            label: 'Option',
            name: 'option',
            type: 'string',
          },
        ],
      },
    ],
  },
  {
    label: 'HTTP Method',
    name: 'webhookMethod',
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
        label: 'PATCH',
        name: 'PATCH',
      },
      {
        label: 'DELETE',
        name: 'DELETE',
      },
    ],
    default: 'POST',
    show: {
      startInputType: 'webhookTrigger',
    },
  },
  {
    label: 'Content Type',
    name: 'webhookContentType',
    type: 'options',
    description:
      'Expected Content-Type of incoming requests. For application/x-www-form-urlencoded, if the entire payload is a JSON string in a "payload" field (e.g. GitHub webhooks), it is automatically parsed — use $webhook.body.* as normal.',
    options: [
      {
        label: 'application/json',
        name: 'application/json',
      },
      {
        label: 'application/x-www-form-urlencoded',
        name: 'application/x-www-form-urlencoded',
      },
    ],
    default: 'application/json',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
    },
  },
  {
    label: 'Webhook URL',
    name: 'webhookURL',
    type: 'string',
    description: 'Send a request to this URL to trigger the workflow',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
    },
  },
] as const satisfies readonly InputParam[];
