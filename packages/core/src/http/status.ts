/** Spec §9: an HTTP status counts as success from 200 to 299. */
export const SUCCESS_STATUS_RANGE = { min: 200, max: 299 } as const;

export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= SUCCESS_STATUS_RANGE.min && status <= SUCCESS_STATUS_RANGE.max;
}
