import { useEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { LazyConfirmDialogHost, LazyToaster } from '@/components/lazy-hosts';
import { handleSessionExpiry } from '@/features/auth/session';
import { ShellOverlays } from '@/features/shell/components/shell-overlays';
import { useAppUpdates } from '@/features/shell/hooks/use-app-updates';
import { useUnhandledErrors } from '@/features/shell/hooks/use-unhandled-errors';
import { forgetEarlyResponses } from '@/lib/early-responses';
import { useLocaleRouter } from './locale-routing';
import { AppProvider } from './provider';

export function App() {
  const router = useLocaleRouter();
  useAppUpdates();
  useUnhandledErrors();
  // A 401 from any call signs the user out and goes to `/` (spec section 4).
  useEffect(() => handleSessionExpiry((path) => router.navigate(path)), [router]);
  // The calls the page started early (src/early/start.ts) serve its first screen only: the next
  // navigation drops what that screen did not take.
  useEffect(() => {
    let initialized = router.state.initialized;
    return router.subscribe((state) => {
      if (!initialized) initialized = state.initialized;
      else if (state.navigation.state !== 'idle') forgetEarlyResponses();
    });
  }, [router]);
  // The first screen renders in one go: as a transition (React Router's default) React renders it in
  // 5 ms slices, and between them a busy machine runs anything else first. Later navigations keep
  // the transition, so the page on screen stays until the next one is ready.
  const initialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  return (
    <AppProvider>
      <RouterProvider router={router} useTransitions={initialized ? undefined : false} />
      <ShellOverlays />
      <LazyConfirmDialogHost />
      <LazyToaster />
    </AppProvider>
  );
}
