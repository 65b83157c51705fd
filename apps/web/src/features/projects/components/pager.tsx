import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';

/** "11–20 of 23" with previous and next buttons; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('projects');
  if (total <= pageSize) return <span />;
  const pages = Math.ceil(total / pageSize);
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const button =
    'inline-flex size-8 items-center justify-center rounded-md border border-line-strong bg-surface text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-surface';
  return (
    <nav aria-label={label} className="flex items-center gap-2">
      <span className="text-sm text-ink-muted tabular-nums">{t('list.shared.range', { from, to, total })}</span>
      <button
        type="button"
        className={button}
        aria-label={t('pagination.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" />
      </button>
      <button
        type="button"
        className={button}
        aria-label={t('pagination.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevronRight" />
      </button>
    </nav>
  );
}
