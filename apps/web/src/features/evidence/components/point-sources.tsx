import { useTranslation } from 'react-i18next';
import type { PointSourcesSlotProps } from '@/components/evidence-slot';
import { SourcesEditor } from './sources-editor';

/** The sources a storyline point cites; the deck prints them as its source line. */
export default function PointSources({ pointId, sources, readOnly, run }: PointSourcesSlotProps) {
  const { t } = useTranslation('evidence');
  if (readOnly && sources.length === 0) return null;
  return (
    <details className="mt-1 text-sm" open={sources.length > 0}>
      <summary className="cursor-pointer text-xs text-ink-muted">
        {t('sources.pointSummary', { count: sources.length })}
      </summary>
      <SourcesEditor
        sources={sources}
        target={{ kind: 'point', id: pointId }}
        readOnly={readOnly}
        run={run}
        heading={t('sources.pointTitle')}
      />
    </details>
  );
}
