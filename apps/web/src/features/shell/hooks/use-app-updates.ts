import { useEffect } from 'react';
import { watchForUpdates } from '@/lib/app-updates';
import { i18n } from '@/lib/i18n';
import { publicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast';

export const UPDATE_TOAST_ID = 'app-update';

/** Offers a reload, in a toast that stays until answered, when a new build is deployed. */
export function useAppUpdates() {
  useEffect(
    () =>
      watchForUpdates({
        currentBuildId: publicConfig().buildId,
        onUpdate: () =>
          toast.show({
            id: UPDATE_TOAST_ID,
            severity: 'info',
            summary: i18n.t('update.title'),
            detail: i18n.t('update.detail'),
            action: { label: i18n.t('update.reload'), onClick: () => window.location.reload() },
          }),
      }),
    [],
  );
}
