import { useTranslation } from 'react-i18next';
import { publicConfig } from '@/lib/public-config';

/**
 * Who operates this installation, from LEGAL_OPERATOR_NAME / _ADDRESS / _EMAIL. A part that is not
 * configured says so plainly instead of leaving a gap, and when none is, one sentence says what to do.
 */
export function OperatorDetails({ id }: { id: string }) {
  const { t } = useTranslation('legal');
  const { name, address, email } = publicConfig().legalOperator;
  const notSet = <span className="text-ink-muted italic">{t('common.operator.notSet')}</span>;
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-md border border-line bg-surface-muted px-4 py-3">
      <h4 id={id} className="text-sm font-semibold text-ink">
        {t('common.operator.title')}
      </h4>
      {!name && !address && !email ? (
        <p>{t('common.operator.noneSet')}</p>
      ) : (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium text-ink">{t('common.operator.name')}</dt>
          <dd>{name ?? notSet}</dd>
          <dt className="font-medium text-ink">{t('common.operator.address')}</dt>
          <dd className="whitespace-pre-line">{address ?? notSet}</dd>
          <dt className="font-medium text-ink">{t('common.operator.email')}</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : notSet}</dd>
        </dl>
      )}
    </section>
  );
}
