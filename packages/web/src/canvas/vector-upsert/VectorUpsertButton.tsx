import StorageIcon from '@mui/icons-material/Storage';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useFlowEditor } from '../useFlowEditor.ts';
import { loaderFileTypes, upsertableStores } from './vector-upsert-nodes.ts';
import { VectorUpsertDialog } from './VectorUpsertDialog.tsx';

export interface VectorUpsertButtonProps {
  /** The saved chatflow's id. */
  readonly flowId: string;
  readonly save: () => Promise<void>;
}

/** "Upsert Vector Database": shown while the chatflow has a vector store node that takes documents. */
export function VectorUpsertButton({ flowId, save }: VectorUpsertButtonProps) {
  const nodes = useFlowEditor((state) => state.nodes);
  const stores = useMemo(() => upsertableStores(nodes), [nodes]);
  const fileTypes = useMemo(() => loaderFileTypes(nodes), [nodes]);
  const [open, setOpen] = useState(false);
  if (stores.length === 0) return null;
  return (
    <>
      <Tooltip title="Upsert Vector Database">
        <IconButton
          aria-label="Upsert Vector Database"
          onClick={() => {
            setOpen(true);
          }}
        >
          <StorageIcon />
        </IconButton>
      </Tooltip>
      {open ? (
        <VectorUpsertDialog
          flowId={flowId}
          stores={stores}
          fileTypes={fileTypes}
          save={save}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
