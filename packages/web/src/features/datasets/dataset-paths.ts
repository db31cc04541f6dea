/** Addresses of the dataset screens. */
export const datasetPaths = {
  list: '/datasets',
  rows: (id: string): string => `/dataset_rows/${encodeURIComponent(id)}`,
} as const;
