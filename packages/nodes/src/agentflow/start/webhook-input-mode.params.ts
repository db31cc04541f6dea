// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Start inputs from `webhookInputMode` on. */
export const webhookInputModeParams = [
  {
    label: 'Input Mode',
    name: 'webhookInputMode',
    type: 'options',
    description: 'What this Start node passes as input to the rest of the flow when a webhook fires.',
    options: [
      {
        label: 'Custom Text',
        name: 'text',
        description:
          'Pass a fixed string. Reference webhook fields with $webhook.body.* / $webhook.headers.* / $webhook.query.*',
      },
      {
        label: 'No Input',
        name: 'none',
        description:
          'Pass nothing. Use $webhook.* references inside downstream node configs to access the payload.',
      },
      {
        label: 'Full Webhook Payload',
        name: 'payload',
        description:
          'Pass the full JSON-serialized webhook payload (body, headers, query). Useful for debugging; bloats LLM context.',
      },
    ],
    default: 'text',
    show: {
      startInputType: 'webhookTrigger',
    },
  },
  {
    label: 'Custom Text',
    name: 'webhookDefaultInput',
    type: 'string',
    rows: 3,
    placeholder: 'Answer user question: {{ $webhook.body.question }}',
    description:
      'Text passed to downstream nodes as the user input. Use {{ $webhook.body.* }}, {{ $webhook.headers.* }}, or {{ $webhook.query.* }} to interpolate fields from the incoming request.',
    optional: true,
    acceptVariable: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookInputMode: 'text',
    },
  },
  {
    label: 'Verify request signature',
    name: 'webhookEnableAuth',
    type: 'boolean',
    description:
      'Reject incoming requests that do not include a valid signature. Turn this on if your sender (GitHub, Stripe, Slack, GitLab, etc.) signs each request with a shared secret, then generate a secret below and copy it to the sender. Leave off for testing or trusted networks.',
    default: false,
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
    },
  },
  {
    label: 'Webhook Secret',
    name: 'webhookSecret',
    type: 'string',
    description:
      'Click Generate Secret to create a random shared secret, then copy it into your sender so it can sign each request. Use Signature Header and Signature Type below to match how your sender delivers the signature.',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookEnableAuth: true,
    },
  },
  {
    label: 'Signature Header',
    name: 'webhookSignatureHeader',
    type: 'string',
    description:
      'The request header that carries the signature. e.g. x-hub-signature-256 for GitHub, stripe-signature for Stripe, x-gitlab-token for GitLab.',
    placeholder: 'x-webhook-signature',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookEnableAuth: true,
    },
  },
  {
    label: 'Signature Type',
    name: 'webhookSignatureType',
    type: 'options',
    description:
      'How to verify the signature. HMAC-SHA256 for GitHub, Stripe, Slack (supports sha256=<hex> prefix automatically). Plain Token for GitLab-style plain secret comparison.',
    options: [
      {
        label: 'HMAC-SHA256',
        name: 'hmac-sha256',
      },
      {
        label: 'Plain Token',
        name: 'plain-token',
      },
    ],
    default: 'hmac-sha256',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookEnableAuth: true,
    },
  },
  {
    label: 'Response Mode',
    name: 'webhookResponseMode',
    type: 'options',
    description: 'How Flowise replies to the incoming webhook request.',
    options: [
      {
        label: 'Synchronous',
        name: 'sync',
        description:
          'Wait for the flow to finish and return the full result as JSON. Simple but blocks the caller; can time out for senders with short HTTP windows.',
      },
      {
        label: 'Asynchronous (callback)',
        name: 'async',
        description:
          'Return 202 Accepted immediately and run the flow in the background. Set a Callback URL below to have the result POSTed there when the flow finishes; leave it blank for fire-and-forget. Best for senders with short HTTP timeouts.',
      },
      {
        label: 'Streaming (SSE)',
        name: 'stream',
        description:
          'Return a Server-Sent Events stream so the caller sees tokens and agent steps as they happen. Best for custom callers (browsers using fetch+ReadableStream, internal services). NOT compatible with senders that expect a single quick response.',
      },
    ],
    default: 'sync',
    show: {
      startInputType: 'webhookTrigger',
    },
  },
  {
    label: 'Callback URL',
    name: 'callbackUrl',
    type: 'string',
    description:
      'Optional. Flowise will POST the flow result to this URL when the flow finishes. Leave blank for fire-and-forget — the flow still runs in the background, but no callback is delivered.',
    placeholder: 'https://example.com/flowise-callback',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookResponseMode: 'async',
    },
  },
  {
    label: 'Callback Secret',
    name: 'callbackSecret',
    type: 'string',
    description:
      'Optional. If set, outgoing callback POSTs are signed with HMAC-SHA256 and delivered as X-Flowise-Signature: sha256=<hex> so your callback endpoint can verify the request came from Flowise.',
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
      webhookResponseMode: 'async',
    },
  },
  {
    label: 'Validate request shape',
    name: 'webhookEnableValidation',
    type: 'boolean',
    description:
      'Reject requests that are missing required headers, body fields, or query parameters declared below. Turn this on to enforce a request contract and catch bad requests early. Leave off to accept any payload and let the flow handle validation itself.',
    default: false,
    optional: true,
    show: {
      startInputType: 'webhookTrigger',
    },
  },
  {
    label: 'Expected Query Parameters',
    name: 'webhookQueryParams',
    description: 'Declare expected query parameters. Leave empty to accept any.',
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
        placeholder: 'e.g. page',
      },
      {
        label: 'Required',
        name: 'required',
        type: 'boolean',
      },
    ],
  },
] as const satisfies readonly InputParam[];
