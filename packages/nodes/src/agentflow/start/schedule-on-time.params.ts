// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';
import { TIMEZONE_OPTIONS } from '../../timezone-options.ts';

/** Start inputs from `scheduleOnTime` on. */
export const scheduleOnTimeParams = [
  {
    label: 'On Time',
    name: 'scheduleOnTime',
    type: 'timePicker',
    show: {
      startInputType: 'scheduleInput',
      scheduleType: 'visualPicker',
      scheduleFrequency: ['daily', 'weekly', 'monthly'],
    },
  },
  {
    label: 'On Day of Week',
    name: 'scheduleOnDayOfWeek',
    type: 'weekDaysPicker',
    show: {
      startInputType: 'scheduleInput',
      scheduleType: 'visualPicker',
      scheduleFrequency: 'weekly',
    },
  },
  {
    label: 'On Day of Month',
    name: 'scheduleOnDayOfMonth',
    type: 'monthDaysPicker',
    show: {
      startInputType: 'scheduleInput',
      scheduleType: 'visualPicker',
      scheduleFrequency: 'monthly',
    },
  },
  {
    label: 'End Date',
    name: 'scheduleEndDate',
    type: 'datePicker',
    description: 'Optional date after which the schedule will stop firing.',
    optional: true,
    show: {
      startInputType: 'scheduleInput',
    },
  },
  {
    label: 'Timezone',
    name: 'scheduleTimezone',
    type: 'options',
    options: TIMEZONE_OPTIONS,
    default: 'UTC',
    description: 'IANA timezone. Defaults to UTC.',
    optional: true,
    show: {
      startInputType: 'scheduleInput',
    },
  },
  {
    label: 'Schedule Input Mode',
    name: 'scheduleInputMode',
    type: 'options',
    description: 'How the schedule should invoke this flow on each fire.',
    options: [
      {
        label: 'Default Text Input',
        name: 'text',
        description: 'Pass a fixed text string as the question on every fire',
      },
      {
        label: 'Form Input',
        name: 'form',
        description: 'Pass default values for the form fields below on every fire',
      },
      {
        label: 'No Input',
        name: 'none',
        description: 'Fire with no input.',
      },
    ],
    default: 'text',
    show: {
      startInputType: 'scheduleInput',
    },
  },
  {
    label: 'Default Input',
    name: 'scheduleDefaultInput',
    type: 'string',
    placeholder: 'Run the daily report',
    description: 'Default question/input passed to the flow when it is triggered by the scheduler.',
    rows: 4,
    show: {
      startInputType: 'scheduleInput',
      scheduleInputMode: 'text',
    },
  },
  {
    label: 'Form Fields',
    name: 'scheduleFormInputTypes',
    description: 'Define the typed fields this scheduled flow receives on each fire.',
    type: 'array',
    show: {
      startInputType: 'scheduleInput',
      scheduleInputMode: 'form',
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
          'scheduleFormInputTypes[$index].type': 'options',
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
    label: 'Default Form Values',
    name: 'scheduleFormDefaults',
    type: 'json',
    description:
      'Default values for the form fields above, as a JSON object keyed by variable name. Example: { "team": "engineering", "metric": "p95" }',
    optional: true,
    show: {
      startInputType: 'scheduleInput',
      scheduleInputMode: 'form',
    },
  },
  {
    label: 'Ephemeral Memory',
    name: 'startEphemeralMemory',
    type: 'boolean',
    description: 'Start fresh for every execution without past chat history',
    optional: true,
  },
] as const satisfies readonly InputParam[];
