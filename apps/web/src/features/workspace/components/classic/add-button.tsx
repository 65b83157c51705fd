import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

/** "Add …" under a list; at the list's limit it is disabled and says why beside it. */
export function AddButton({
  label,
  limitText,
  full,
  onClick,
}: {
  label: string;
  /** Why nothing more can be added, shown (and announced with the button) when `full`. */
  limitText: string;
  full: boolean;
  onClick: () => void;
}) {
  const limitId = useId();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        variant="secondary"
        disabled={full}
        aria-describedby={full ? limitId : undefined}
        onClick={onClick}
      >
        <Icon name="plus" className="size-3.5" />
        {label}
      </Button>
      {full ? (
        <p id={limitId} className="text-xs text-ink-muted">
          {limitText}
        </p>
      ) : null}
    </div>
  );
}
