import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '../ui/icons';
import { AutoTextarea } from '@/components/ui/auto-textarea';

/**
 * Form fields with their label, hint and error wired for assistive technology: the input names its
 * hint and error through aria-describedby and says aria-invalid when the error shows. They forward
 * refs, so react-hook-form's `register` works on them directly.
 */
interface FieldChrome {
  label: ReactNode;
  /** Shown under the field until an error replaces it; always read out with the field. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Something on the label's line, right-aligned (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  /** Under the field, after hint and error (e.g. a strength meter or a character count). */
  below?: ReactNode;
}

interface InputExtras {
  /** Inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
}

const controlClass =
  'w-full rounded-md border bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle transition-colors duration-150 read-only:bg-surface-muted read-only:text-ink-muted disabled:bg-surface-muted disabled:text-ink-muted';

function useFieldIds(explicit?: string) {
  const generated = useId();
  const id = explicit ?? generated;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function FieldFrame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  labelAside,
  below,
  children,
}: FieldChrome & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="error" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {below}
    </div>
  );
}

function describedBy(
  hint: ReactNode,
  error: string | undefined,
  ids: { hintId: string; errorId: string },
  extra?: string,
) {
  return [error ? ids.errorId : hint ? ids.hintId : null, extra].filter(Boolean).join(' ') || undefined;
}

export type TextFieldProps = FieldChrome & InputExtras & InputHTMLAttributes<HTMLInputElement>;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, labelAside, below, trailing, id: explicitId, className, ...input },
  ref,
) {
  const ids = useFieldIds(explicitId);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} labelAside={labelAside} below={below}>
      <div className="relative">
        <input
          {...input}
          ref={ref}
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint, error, ids, input['aria-describedby'])}
          className={cn(
            controlClass,
            'h-10',
            trailing ? 'pr-20' : null,
            error ? 'border-danger' : 'border-line-strong hover:border-ink-subtle',
            className,
          )}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </FieldFrame>
  );
});

export type TextAreaFieldProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, labelAside, below, id: explicitId, className, ...textarea },
  ref,
) {
  const ids = useFieldIds(explicitId);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error} labelAside={labelAside} below={below}>
      <AutoTextarea
        {...textarea}
        ref={ref}
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, error, ids, textarea['aria-describedby'])}
        className={cn(
          controlClass,
          'min-h-24 py-2 leading-relaxed',
          error ? 'border-danger' : 'border-line-strong hover:border-ink-subtle',
          className,
        )}
      />
    </FieldFrame>
  );
});

export type CheckboxFieldProps = { label: ReactNode; error?: string | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>;

/** A checkbox with its label beside it; the label may hold links (they stay clickable). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, error, id: explicitId, className, ...input },
  ref,
) {
  const ids = useFieldIds(explicitId);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2.5">
        <input
          {...input}
          ref={ref}
          id={ids.id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          className={cn('mt-0.5 size-4 shrink-0 rounded-sm accent-accent', className)}
        />
        <label htmlFor={ids.id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={ids.errorId} className="flex items-start gap-1.5 pl-6.5 text-sm text-danger">
          <Icon name="error" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
});
