import type { LintFinding } from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

const order = { error: 0, warning: 1, info: 2 } as const;

/** The structure review: every MECE finding in words, most serious first, each with "Locate". */
export function LintPanel({ findings, onLocate }: { findings: LintFinding[]; onLocate: (nodeId: string) => void }) {
  const { t } = useTranslation('workspace');
  const sorted = [...findings].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <section aria-labelledby="lint-title" className="flex flex-col gap-2">
      <h3 id="lint-title" className={eyebrow}>
        {t('lint.title')}
      </h3>
      {sorted.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-supported">
          <Icon name="success" />
          {t('lint.clean')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {sorted.map((finding, index) => (
            <li
              key={`${finding.code}-${finding.nodeIds.join('-')}-${index}`}
              className="flex items-start gap-2 text-sm"
            >
              <span
                className={cn(
                  'mt-0.5 shrink-0',
                  finding.severity === 'error'
                    ? 'text-refuted'
                    : finding.severity === 'warning'
                      ? 'text-inconclusive'
                      : 'text-accent',
                )}
              >
                <Icon
                  name={finding.severity === 'error' ? 'error' : finding.severity === 'warning' ? 'warn' : 'info'}
                />
                <span className="sr-only">{t(`lint.severity.${finding.severity}`)}</span>
              </span>
              <span className="min-w-0 flex-1 text-ink-muted">{describeFinding(t, finding)}</span>
              <button
                type="button"
                onClick={() => onLocate(finding.nodeIds[0]!)}
                className="shrink-0 rounded-sm px-1.5 text-xs font-medium text-accent hover:bg-accent-soft"
              >
                {t('lint.locate')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type T = ReturnType<typeof useTranslation<'workspace'>>['t'];

/** Words a finding by its code; the rule itself never words anything. */
export function describeFinding(t: T, finding: LintFinding): string {
  const p = finding.params;
  switch (finding.code) {
    case 'empty_label':
      return t('lint.code.empty_label');
    case 'duplicate_id':
      return t('lint.code.duplicate_id');
    case 'duplicate_siblings':
      return t('lint.code.duplicate_siblings');
    case 'overlapping_siblings':
      return t('lint.code.overlapping_siblings', {
        terms: Array.isArray(p.sharedTerms) ? p.sharedTerms.join(', ') : '',
      });
    case 'single_child':
      return t('lint.code.single_child');
    case 'too_many_children':
      return t('lint.code.too_many_children', { count: Number(p.count), max: Number(p.max) });
    case 'label_too_long':
      return t('lint.code.label_too_long', { length: Number(p.length), max: Number(p.max) });
    case 'mixed_phrasing':
      return t('lint.code.mixed_phrasing');
    case 'hypothesis_not_claim':
      return t('lint.code.hypothesis_not_claim');
    case 'segment_without_other':
      return t('lint.code.segment_without_other');
  }
}
