import { useEffect } from 'react';
import { isChunkLoadError, reloadForNewChunks } from '@/lib/chunk-reload';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * Errors nobody caught outside rendering (a failed promise in an event handler): the screen still
 * works, so they get an error toast rather than the error page; a missing code chunk reloads once.
 */
export function useUnhandledErrors() {
  useEffect(() => {
    const handle = (error: unknown) => {
      if (isChunkLoadError(error) && reloadForNewChunks()) return;
      console.error(error);
      toast.show({
        id: 'unhandled-error',
        severity: 'error',
        summary: i18n.t('unhandled.title'),
        detail: i18n.t('unhandled.detail'),
      });
    };
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    const onError = (event: ErrorEvent) => {
      // Resource load errors and cross-origin script errors carry no error object: nothing to show.
      if (event.error) handle(event.error);
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
}
