import { Icon, type IconName } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** A small square button whose accessible name (and tooltip) says what it does to which item. */
export function IconButton({
  id,
  icon,
  label,
  onClick,
  disabled = false,
  danger = false,
}: {
  id?: string;
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      id={id}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'rounded-md p-1.5 text-ink-muted transition-colors duration-150 hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent',
        danger && 'hover:text-danger',
      )}
    >
      <Icon name={icon} className="size-3.5" />
    </button>
  );
}
