import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const supabaseApiCredential: CredentialType = {
  name: 'supabaseApi',
  label: 'Supabase API',
  description: 'API key of a Supabase project.',
  icon: monogramIcon('Sb', '#3ECF8E'),
  inputs: [{ label: 'Supabase API Key', name: 'supabaseApiKey', type: 'password' }],
};
