import type { ReactNode } from 'react';
import { create } from 'zustand';

export type ConfirmGroup = 'default' | 'attention';

/**
 * A confirmation as the spec describes it (section 3). Scroll is always blocked while one is open
 * (a modal that lets the page scroll behind it helps nobody), so there is no `blockScroll`.
 */
export interface ConfirmOptions {
  header: string;
  message: string;
  /** `attention` renders `message` as (sanitised) HTML, cannot be closed and ignores Escape; it shows above the default group. */
  group?: ConfirmGroup;
  icon?: 'info' | 'warn' | 'danger' | ReactNode;
  acceptLabel?: string;
  rejectLabel?: string;
  /** Which button has focus when the dialog opens: accept, unless set to reject or the action is `danger`. */
  defaultFocus?: 'accept' | 'reject';
  /** Shows the accept button as destructive (and starts on reject unless `defaultFocus` says otherwise). */
  danger?: boolean;
  /** Where the dialog sits: centred by default. */
  position?: 'center' | 'top' | 'bottom';
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
 * can call it: `if (await confirm({ header, message, danger: true })) remove()`. Each group shows
 * one confirmation at a time, in order.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return useConfirmStore.getState().open(options);
}
