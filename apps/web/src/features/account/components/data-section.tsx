import type { DataExport } from '@caseboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadDataExport, saveZip, useDataExports, useRequestDataExport } from '../api/data-export';
import { accountError } from './errors';
import { AccountSection } from './section';

/** "Export my data": ask for a ZIP, watch it being prepared, download it while it lasts. */
export function DataSection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const [downloading, setDownloading] = useState<number | null>(null);
  const latest: DataExport | undefined = exports.data?.[0];
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const size = (bytes: number | null) =>
    bytes === null
      ? ''
      : bytes >= 1_048_576
        ? `${format.number(bytes / 1_048_576, { maximumFractionDigits: 1 })} MB`
        : `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB`;

  const download = async (item: DataExport) => {
    setDownloading(item.id);
    try {
      const file = await downloadDataExport(item.id);
      saveZip(file.blob, file.filename ?? 'caseboard-data.zip');
    } catch (error) {
      toast.error(t('data.downloadFailed'), accountError(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <AccountSection id="data" title={t('sections.data')} intro={t('data.intro')}>
      {request.error ? <FormAlert className="mb-4 max-w-md">{accountError(request.error)}</FormAlert> : null}
      <div role="status" aria-live="polite" className="mb-4 text-sm">
        {latest?.status === 'preparing' ? (
          <p className="flex items-center gap-2 text-ink-muted">
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-accent border-r-transparent"
            />
            {t('data.preparing', { time: when(latest.createdAt) })}
          </p>
        ) : latest?.status === 'ready' ? (
          <p className="text-ink">
            {t('data.ready', {
              size: size(latest.sizeBytes),
              time: when(latest.readyAt ?? latest.createdAt),
              expires: when(latest.expiresAt ?? latest.createdAt),
            })}
          </p>
        ) : latest?.status === 'failed' ? (
          <p className="text-danger">{t('data.failed')}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {latest?.status === 'ready' ? (
          <Button busy={downloading === latest.id} onClick={() => void download(latest)}>
            <Icon name="download" />
            {t('data.download')}
          </Button>
        ) : null}
        <Button
          variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
          busy={request.isPending}
          disabled={latest?.status === 'preparing'}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () => toast.info(t('data.requested'), t('data.requestedDetail')),
            })
          }
        >
          {t('data.request')}
        </Button>
      </div>
    </AccountSection>
  );
}
