import type { InputParam } from '@loomflow/core';

/** AWS regions offering Amazon Bedrock (Flowise lists them with `listRegions`; shipped here as options). */
const AWS_REGIONS: readonly { readonly label: string; readonly name: string }[] = [
  { label: 'US East (N. Virginia) - us-east-1', name: 'us-east-1' },
  { label: 'US East (Ohio) - us-east-2', name: 'us-east-2' },
  { label: 'US West (N. California) - us-west-1', name: 'us-west-1' },
  { label: 'US West (Oregon) - us-west-2', name: 'us-west-2' },
  { label: 'AWS GovCloud (US-West) - us-gov-west-1', name: 'us-gov-west-1' },
  { label: 'Asia Pacific (Mumbai) - ap-south-1', name: 'ap-south-1' },
  { label: 'Asia Pacific (Hyderabad) - ap-south-2', name: 'ap-south-2' },
  { label: 'Asia Pacific (Osaka) - ap-northeast-3', name: 'ap-northeast-3' },
  { label: 'Asia Pacific (Seoul) - ap-northeast-2', name: 'ap-northeast-2' },
  { label: 'Asia Pacific (Singapore) - ap-southeast-1', name: 'ap-southeast-1' },
  { label: 'Asia Pacific (Sydney) - ap-southeast-2', name: 'ap-southeast-2' },
  { label: 'Asia Pacific (Tokyo) - ap-northeast-1', name: 'ap-northeast-1' },
  { label: 'Canada (Central) - ca-central-1', name: 'ca-central-1' },
  { label: 'Europe (Frankfurt) - eu-central-1', name: 'eu-central-1' },
  { label: 'Europe (Zurich) - eu-central-2', name: 'eu-central-2' },
  { label: 'Europe (Ireland) - eu-west-1', name: 'eu-west-1' },
  { label: 'Europe (London) - eu-west-2', name: 'eu-west-2' },
  { label: 'Europe (Paris) - eu-west-3', name: 'eu-west-3' },
  { label: 'Europe (Milan) - eu-south-1', name: 'eu-south-1' },
  { label: 'Europe (Spain) - eu-south-2', name: 'eu-south-2' },
  { label: 'Europe (Stockholm) - eu-north-1', name: 'eu-north-1' },
  { label: 'South America (São Paulo) - sa-east-1', name: 'sa-east-1' },
];

/** The Region input of the Bedrock nodes (Flowise: `region`, default us-east-1). */
export const awsRegionParam = {
  label: 'Region',
  name: 'region',
  type: 'options',
  options: AWS_REGIONS,
  default: 'us-east-1',
} as const satisfies InputParam;

/** "Custom Endpoint Host": a VPC endpoint or proxy in front of Bedrock Runtime. */
export const bedrockEndpointHostParam = {
  label: 'Custom Endpoint Host',
  name: 'endpointHost',
  type: 'string',
  description:
    'Host name of a VPC endpoint or proxy in front of Bedrock Runtime (e.g. bedrock-runtime.us-east-1.amazonaws.com), or its full URL. Do not enter model ARNs here.',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;
