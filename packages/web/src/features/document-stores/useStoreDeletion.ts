import { errorMessage } from '@loomflow/core';
import type { DocumentStore } from '@loomflow/core';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import { describeUsage } from './store-paths.ts';
import { useDeleteStore } from './useDocumentStores.ts';

/** Deleting a store: asks first, naming the flows that use it; resolves whether it was deleted. */
export function useStoreDeletion(): (store: DocumentStore) => Promise<boolean> {
  const confirm = useConfirm();
  const remove = useDeleteStore();
  return async (store) => {
    const inUse = store.whereUsed.length > 0;
    const confirmed = await confirm({
      title: 'Delete Document Store',
      description: inUse
        ? `"${store.name}" is used by ${describeUsage(store.whereUsed)}. Deleting it removes its loaders, chunks and vectors, and those flows can no longer retrieve from it. Delete it anyway?`
        : `Delete "${store.name}" with its loaders, chunks and vectors? This cannot be undone.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-store',
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync({ id: store.id, force: inUse });
      notify.success('Document store deleted');
      return true;
    } catch (error: unknown) {
      notify.error(`Failed to delete document store: ${errorMessage(error)}`);
      return false;
    }
  };
}
