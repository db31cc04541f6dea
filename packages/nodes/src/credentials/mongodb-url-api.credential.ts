import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const mongoDBUrlApiCredential: CredentialType = {
  name: 'mongoDBUrlApi',
  label: 'MongoDB ATLAS',
  description: 'A MongoDB connection URL (it carries the password, so it is kept secret).',
  icon: monogramIcon('Mo', '#47A248'),
  inputs: [
    {
      label: 'ATLAS Connection URL',
      name: 'mongoDBConnectUrl',
      type: 'password',
      placeholder: 'mongodb+srv://<user>:<pwd>@cluster0.example.mongodb.net/',
    },
  ],
};
