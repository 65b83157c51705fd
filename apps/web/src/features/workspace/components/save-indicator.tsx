import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { SaveState } from '../lib/autosave';

const tone: Record<SaveState, string> = {
  saved: 'text-ink-subtle',
  saving: 'text-ink-muted',
  unsaved: 'text-ink-muted',
  offline: 'text-inconclusive',
  conflict: 'text-refuted',
  error: 'text-refuted',
};

/** "Saved", "Saving...", "Unsaved changes", "Offline - retrying": announced politely to screen readers. */
export function SaveIndicator({ state, readOnly }: { state: SaveState; readOnly: boolean }) {
  const { t } = useTranslation('workspace');
  return (
    <span role="status" aria-live="polite" className={cn('text-xs whitespace-nowrap', tone[state])}>
      {readOnly ? t('save.readOnly') : t(`save.${state}`)}
    </span>
  );
}
