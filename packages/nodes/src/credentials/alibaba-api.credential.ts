import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const alibabaApiCredential: CredentialType = {
  name: 'AlibabaApi',
  label: 'Alibaba API',
  description: 'API key of Alibaba Cloud Model Studio (DashScope), for Qwen models.',
  icon: monogramIcon('Qw', '#615CED'),
  inputs: [{ label: 'Alibaba Api Key', name: 'alibabaApiKey', type: 'password' }],
};
