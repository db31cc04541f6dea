import { useConfirmStore } from '../stores/confirm.store.ts';
import type { ConfirmOptions } from '../stores/confirm.store.ts';

/** `const confirm = useConfirm(); if (await confirm({ title: 'Delete?' })) …` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useConfirmStore((state) => state.confirm);
}
