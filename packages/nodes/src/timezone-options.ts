/** IANA time zones for schedule inputs: UTC first, then every zone the runtime knows (as Flowise lists them). */
export const TIMEZONE_OPTIONS: readonly { readonly label: string; readonly name: string }[] = [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
].map((zone) => ({ label: zone, name: zone }));
