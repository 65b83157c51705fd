import type { BrokenLink } from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';

/** Says how many references point to hypotheses no longer in the tree (domain `brokenLinks`), or nothing. */
export function BrokenLinksNote({ links }: { links: readonly BrokenLink[] }) {
  const { t } = useTranslation('editor');
  if (links.length === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-refuted">
      <Icon name="warn" /> {t('links.broken', { count: links.length })}
    </p>
  );
}
