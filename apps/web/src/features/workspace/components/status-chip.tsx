import type { HypothesisStatus } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tone: Record<HypothesisStatus, string> = {
  supported: 'bg-supported-soft text-supported',
  refuted: 'bg-refuted-soft text-refuted',
  inconclusive: 'bg-inconclusive-soft text-inconclusive',
  untested: 'bg-untested-soft text-untested',
  parked: 'bg-parked-soft text-parked',
};

/** Icon shapes differ per status, so status never depends on colour alone. */
const glyph: Record<HypothesisStatus, string> = {
  supported: 'M3.5 8.5l3 3 6-7',
  refuted: 'M4.5 4.5l7 7M11.5 4.5l-7 7',
  inconclusive: 'M4 8h8',
  untested: 'M8 8m-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0',
  parked: 'M5.5 4v8M10.5 4v8',
};

export function StatusChip({ status, compact = false }: { status: HypothesisStatus; compact?: boolean }) {
  const { t } = useTranslation('workspace');
  return <StatusChipView status={status} label={t(`status.${status}`)} compact={compact} />;
}

/**
 * The chip with its label given: long lists (the outline, the canvas) translate once for all their
 * chips instead of subscribing every chip to the translations.
 */
export function StatusChipView({
  status,
  label,
  compact = false,
}: {
  status: HypothesisStatus;
  label: string;
  compact?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-sm px-1.5 py-0.5 text-xs font-medium',
        tone[status],
      )}
    >
      <svg viewBox="0 0 16 16" className="size-3" aria-hidden="true">
        <path
          d={glyph[status]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn(compact && 'max-lg:sr-only')}>{label}</span>
    </span>
  );
}
