import { lazy, Suspense, useState } from 'react';
import { useConfirmStore } from '@/lib/confirm';
import { useToastStore } from '@/lib/toast';

// The toaster and the confirm dialogs load with the first toast or confirmation, not with the first
// page: most visits to the sign-in page never need them.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));
const ConfirmDialogHost = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialogHost })),
);

/** Mounts `children` from the first time `needed` is true, and keeps them mounted after that. */
function useLatch(needed: boolean) {
  const [latched, setLatched] = useState(needed);
  if (needed && !latched) setLatched(true);
  return latched || needed;
}

export function LazyToaster() {
  const needed = useLatch(useToastStore((state) => state.toasts.length > 0));
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function LazyConfirmDialogHost() {
  const needed = useLatch(useConfirmStore((state) => state.queue.length > 0));
  return needed ? (
    <Suspense fallback={null}>
      <ConfirmDialogHost />
    </Suspense>
  ) : null;
}
