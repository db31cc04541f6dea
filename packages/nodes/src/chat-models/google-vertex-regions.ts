import type { InputParam } from '@loomflow/core';

/** Google Cloud regions serving Vertex AI's generative models (Flowise lists them with `listRegions`). */
export const VERTEX_REGIONS: readonly string[] = [
  'global',
  'us-central1',
  'us-east1',
  'us-east4',
  'us-east5',
  'us-south1',
  'us-west1',
  'us-west2',
  'us-west3',
  'us-west4',
  'northamerica-northeast1',
  'northamerica-northeast2',
  'northamerica-south1',
  'southamerica-east1',
  'southamerica-west1',
  'europe-west1',
  'europe-west2',
  'europe-west3',
  'europe-west4',
  'europe-west6',
  'europe-west8',
  'europe-west9',
  'europe-west10',
  'europe-west12',
  'europe-central2',
  'europe-north1',
  'europe-north2',
  'europe-southwest1',
  'asia-east1',
  'asia-east2',
  'asia-northeast1',
  'asia-northeast2',
  'asia-northeast3',
  'asia-south1',
  'asia-south2',
  'asia-southeast1',
  'asia-southeast2',
  'australia-southeast1',
  'australia-southeast2',
  'me-central1',
  'me-central2',
  'me-west1',
  'africa-south1',
];

/** The Region input of the Vertex AI nodes (Flowise: `region`, optional; us-central1 when empty). */
export function vertexRegionParam(regions: readonly string[] = VERTEX_REGIONS) {
  return {
    label: 'Region',
    name: 'region',
    type: 'options',
    description: 'Region to use for the model (us-central1 when empty).',
    options: regions.map((name) => ({ label: name, name })),
    optional: true,
  } as const satisfies InputParam;
}

/** "API Endpoint": another host for Vertex AI (a Private Service Connect endpoint), or a full URL. */
export const vertexEndpointParam = {
  label: 'API Endpoint',
  name: 'endpoint',
  type: 'string',
  description:
    "Host of another Vertex AI endpoint (e.g. a Private Service Connect endpoint), or its full URL. Empty for the region's endpoint.",
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;
