import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { createFlowEditorStore } from '../../../canvas/flow-editor.store.ts';
import { FlowEditorContext } from '../../../canvas/FlowEditorContext.ts';
import { LoadMethodTargetContext } from '../../../canvas/params/load-method-target.ts';
import { ParamEditor } from '../../../canvas/params/ParamEditor.tsx';
import { PROVIDER_CREDENTIAL, PROVIDER_LABEL } from './openai-assistant-draft.ts';
import type { ProviderKind } from './openai-assistant-draft.ts';

/** The chat model node whose credential kind matches each provider (the credential picker asks it). */
const PROVIDER_NODE: Readonly<Record<ProviderKind, string>> = {
  OPENAI: 'chatOpenAI',
  AZURE: 'azureChatOpenAI',
};

export interface ProviderCredentialFieldProps {
  readonly type: ProviderKind;
  readonly value: string;
  readonly onChange: (credential: string) => void;
  readonly disabled?: boolean;
}

/** The canvas's credential picker (with "create a credential") for the provider's credential kind. */
export function ProviderCredentialField({
  type,
  value,
  onChange,
  disabled = false,
}: ProviderCredentialFieldProps) {
  const [editorStore] = useState(() => createFlowEditorStore({ nodes: [], edges: [], name: 'Assistant' }));
  const nodeName = PROVIDER_NODE[type];
  return (
    <FlowEditorContext value={editorStore}>
      <LoadMethodTargetContext value={{ nodeName, inputs: { [CREDENTIAL_ID_MARKER]: value } }}>
        <Box sx={disabled ? { pointerEvents: 'none', opacity: 0.7 } : undefined} aria-disabled={disabled}>
          <ParamEditor
            nodeId={`assistant-${type}`}
            param={{
              label: `${PROVIDER_LABEL[type]} Credential`,
              name: 'credential',
              type: 'credential',
              credentialNames: [PROVIDER_CREDENTIAL[type]],
            }}
            value={value}
            onChange={(next) => {
              onChange(typeof next === 'string' ? next : '');
            }}
          />
        </Box>
      </LoadMethodTargetContext>
    </FlowEditorContext>
  );
}
