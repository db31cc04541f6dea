// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Start inputs from `webhookBodyParams` on. */
export const webhookBodyParamsParams = [
  {
    label: 'Expected Body Parameters',
    name: 'webhookBodyParams',
    description:
      'Define expected parameters in the webhook request body. Leave empty to accept any JSON body.',
    type: 'array',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookEnableValidation: true,
    },
    array: [
      {
        label: 'Variable Name',
        name: 'name',
        type: 'string',
        placeholder: 'e.g. userId',
      },
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
            label: 'Object',
            name: 'object',
            hide: {
              webhookContentType: 'application/x-www-form-urlencoded',
            },
          },
          {
            label: 'Array[String]',
            name: 'array[string]',
            hide: {
              webhookContentType: 'application/x-www-form-urlencoded',
            },
          },
          {
            label: 'Array[Number]',
            name: 'array[number]',
            hide: {
              webhookContentType: 'application/x-www-form-urlencoded',
            },
          },
          {
            label: 'Array[Boolean]',
            name: 'array[boolean]',
            hide: {
              webhookContentType: 'application/x-www-form-urlencoded',
            },
          },
          {
            label: 'Array[Object]',
            name: 'array[object]',
            hide: {
              webhookContentType: 'application/x-www-form-urlencoded',
            },
          },
        ],
        default: 'string',
      },
      {
        label: 'Required',
        name: 'required',
        type: 'boolean',
      },
    ],
  },
  {
    label: 'Expected Headers',
    name: 'webhookHeaderParams',
    description: 'Declare expected request headers. Leave empty to accept any.',
    type: 'array',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookEnableValidation: true,
    },
    array: [
      {
        label: 'Header Name',
        name: 'name',
        type: 'string',
        placeholder: 'e.g. x-github-event',
      },
      {
        label: 'Required',
        name: 'required',
        type: 'boolean',
      },
    ],
  },
  {
    label: 'Schedule Type',
    name: 'scheduleType',
    type: 'options',
    options: [
      {
        label: 'Visual Picker',
        name: 'visualPicker',
        description: 'Use a visual picker to select schedule options',
      },
      {
        label: 'Cron Expression',
        name: 'cronExpression',
        description: 'Use a cron expression to define the schedule',
      },
    ],
    default: 'visualPicker',
    show: {
      startInputType: 'scheduleInput',
    },
  },
  {
    label: 'Cron Expression',
    name: 'scheduleCronExpression',
    type: 'string',
    placeholder: '0 9 * * 1-5',
    description:
      'Standard 5-field cron expression (minute hour day month weekday). Example: "0 9 * * 1-5" runs at 09:00 every weekday.',
    show: {
      startInputType: 'scheduleInput',
      scheduleType: 'cronExpression',
    },
  },
  {
    label: 'Frequency',
    name: 'scheduleFrequency',
    type: 'options',
    options: [
      {
        label: 'Hourly',
        name: 'hourly',
        description: 'Run every hour at the specified time',
      },
      {
        label: 'Daily',
        name: 'daily',
        description: 'Run every day at the specified time',
      },
      {
        label: 'Weekly',
        name: 'weekly',
        description: 'Run every week on the specified day and time',
      },
      {
        label: 'Monthly',
        name: 'monthly',
        description: 'Run every month on the specified date and time',
      },
    ],
    show: {
      startInputType: 'scheduleInput',
      scheduleType: 'visualPicker',
    },
  },
  {
    label: 'On Minute',
    name: 'scheduleOnMinute',
    type: 'number',
    placeholder: '30',
    description:
      'Minute of the hour when the schedule should run (0-59). For example, "30" means the schedule will run at the 30th minute of the hour.',
    show: {
      startInputType: 'scheduleInput',
      scheduleType: 'visualPicker',
      scheduleFrequency: 'hourly',
    },
  },
] as const satisfies readonly InputParam[];
