import type { ReactNode } from 'react';
import { create } from 'zustand';

/** A confirmation as the spec describes it (section 3). */
export interface ConfirmOptions {
  header: string;
  message: string;
  /** `attention` renders `message` as (sanitised) HTML, cannot be closed and ignores Escape. */
  group?: 'default' | 'attention';
  icon?: 'info' | 'warn' | 'danger' | ReactNode;
  acceptLabel?: string;
  rejectLabel?: string;
  /** Which button has focus when the dialog opens; accept unless set to reject. */
  defaultFocus?: 'accept' | 'reject';
  /** Shows the accept button as destructive. */
  danger?: boolean;
  closeOnEscape?: boolean;
  accept?: () => void;
  reject?: () => void;
}

interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (accepted: boolean) => void;
}

interface ConfirmState {
  queue: PendingConfirm[];
  open: (options: ConfirmOptions) => Promise<boolean>;
  settle: (id: number, accepted: boolean) => void;
}

let counter = 0;

export const useConfirmStore = create<ConfirmState>((set, get) => ({
  queue: [],
  open: (options) =>
    new Promise<boolean>((resolve) => {
      counter += 1;
      set((state) => ({ queue: [...state.queue, { ...options, id: counter, resolve }] }));
    }),
  settle: (id, accepted) => {
    const pending = get().queue.find((item) => item.id === id);
    if (!pending) return;
    set((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
    if (accepted) pending.accept?.();
    else pending.reject?.();
    pending.resolve(accepted);
  },
}));

/**
 * Asks the user to confirm; resolves true on accept, false on reject, Escape or close. Any feature
 * can call it: `if (await confirm({ header, message, danger: true })) remove()`.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return useConfirmStore.getState().open(options);
}
