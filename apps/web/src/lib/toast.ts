import { create } from 'zustand';

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';

/** A toast as the spec describes it (section 3): severity, summary, detail, life, closable, group, id. */
export interface Toast {
  id: string;
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds until it closes itself; absent = stays until closed. */
  life?: number;
  /** False hides the close button (the toast then needs a life or an action). */
  closable: boolean;
  /** Toasts render in the toaster of their group; the default toaster has no group. */
  group?: string;
  action?: { label: string; onClick: () => void };
}

export type ToastInput = Omit<Toast, 'id' | 'closable'> & { id?: string; closable?: boolean };

interface ToastState {
  toasts: Toast[];
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: (group?: string) => void;
}

let counter = 0;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (input) => {
    const id = input.id ?? `toast-${(counter += 1)}`;
    const toast: Toast = { closable: true, ...input, id };
    // Showing a toast with an id already on screen replaces it, so repeated events do not stack up.
    set((state) => ({ toasts: [...state.toasts.filter((existing) => existing.id !== id), toast] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  clear: (group) =>
    set((state) => ({ toasts: group === undefined ? [] : state.toasts.filter((t) => t.group !== group) })),
}));

/** Shows a toast from anywhere (components, mutations, loaders); returns its id. */
export const toast = {
  show: (input: ToastInput) => useToastStore.getState().show(input),
  success: (summary: string, detail?: string) =>
    useToastStore.getState().show({ severity: 'success', summary, detail, life: 4_000 }),
  info: (summary: string, detail?: string) =>
    useToastStore.getState().show({ severity: 'info', summary, detail, life: 5_000 }),
  warn: (summary: string, detail?: string) =>
    useToastStore.getState().show({ severity: 'warn', summary, detail, life: 7_000 }),
  error: (summary: string, detail?: string) => useToastStore.getState().show({ severity: 'error', summary, detail }),
  dismiss: (id: string) => useToastStore.getState().dismiss(id),
};
