import Alert from '@mui/material/Alert';
import { useState } from 'react';

/** The V1 list's notice that agentflow v1 is on its way out (Flowise shows the same), dismissible. */
export function AgentflowV1Notice() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity="warning"
      data-testid="agentflow-v1-notice"
      onClose={() => {
        setOpen(false);
      }}
    >
      <strong>V1 Agentflows are deprecated.</strong> We recommend migrating to V2 for improved performance and
      continued support.
    </Alert>
  );
}
