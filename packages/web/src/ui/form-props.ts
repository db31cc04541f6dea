/**
 * TextField slot props marking the input as required without the label asterisk, so every field's label
 * reads exactly as written ("Key Name", not "Key Name *") for people and for `getByLabel` in tests.
 */
export const requiredInput = { htmlInput: { required: true } } as const;
