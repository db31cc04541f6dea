import { create } from 'zustand';

/** Confirm dialog (spec §2): title, description, confirm/cancel names (OK and Cancel) and a button id. */
export interface ConfirmOptions {
  readonly title: string;
  readonly description?: string;
  readonly confirmButtonName?: string;
  readonly cancelButtonName?: string;
  /** The `id` of the confirm button. */
  readonly customBtnId?: string;
}

export interface ConfirmRequest {
  readonly title: string;
  readonly description: string;
  readonly confirmButtonName: string;
  readonly cancelButtonName: string;
  readonly customBtnId: string | undefined;
  readonly resolve: (confirmed: boolean) => void;
}

export interface ConfirmState {
  /** Shown or the default hidden state. */
  readonly open: boolean;
  /** The last request; kept while hidden so the closing dialog keeps its text. */
  readonly request: ConfirmRequest | null;
  /** Shows the dialog; resolves true on confirm, false on cancel or when replaced. */
  readonly confirm: (options: ConfirmOptions) => Promise<boolean>;
  readonly settle: (confirmed: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  open: false,
  request: null,
  confirm: (options) =>
    new Promise<boolean>((resolve) => {
      const previous = get();
      if (previous.open) previous.request?.resolve(false);
      set({
        open: true,
        request: {
          title: options.title,
          description: options.description ?? '',
          confirmButtonName: options.confirmButtonName ?? 'OK',
          cancelButtonName: options.cancelButtonName ?? 'Cancel',
          customBtnId: options.customBtnId,
          resolve,
        },
      });
    }),
  settle: (confirmed) => {
    const { open, request } = get();
    if (!open) return;
    set({ open: false });
    request?.resolve(confirmed);
  },
}));
