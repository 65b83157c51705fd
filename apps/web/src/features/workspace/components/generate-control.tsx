import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import type { GeneratableKind } from '../hooks/use-generate';
import type { WorkspaceUiStore } from '../store/workspace-store';

/**
 * "Generate" for one artefact (or "Read the statement" for the reading); while it runs, its progress and
 * Cancel take the button's place.
 */
export function GenerateControl({
  ui,
  kind,
  label,
  onGenerate,
  disabled,
  variant = 'primary',
}: {
  ui: WorkspaceUiStore;
  kind: GeneratableKind | 'reading';
  label: string;
  onGenerate: () => void;
  disabled?: boolean;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('workspace');
  const running = useStore(ui, (s) => s.running);
  if (running?.kind === kind) {
    return (
      <span className="flex items-center gap-2" role="status">
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-accent border-r-transparent"
        />
        <span className="text-xs text-ink-muted tabular-nums">
          {kind === 'reading'
            ? t('reading.reading')
            : running.phase === 'reading'
              ? t('generate.readingFirst', { artefact: t(`generate.kinds.${kind}`) })
              : t('generate.running', { artefact: t(`generate.kinds.${kind}`) })}{' '}
          {running.partials > 0 ? t('generate.progress', { count: running.partials }) : null}
        </span>
        <Button size="sm" variant="secondary" onClick={running.abort}>
          {t('generate.cancel')}
        </Button>
      </span>
    );
  }
  return (
    <Button size="sm" variant={variant} onClick={onGenerate} disabled={disabled || running !== null}>
      {label}
    </Button>
  );
}
