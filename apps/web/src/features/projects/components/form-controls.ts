/** Shared looks of the feature's form controls (tokens only). */
export const controlClass =
  'rounded-md border border-line-strong bg-surface px-3 text-sm text-ink placeholder:text-ink-subtle hover:border-ink-subtle focus-visible:border-accent disabled:cursor-not-allowed disabled:bg-surface-muted aria-[invalid=true]:border-danger';

export const inputClass = `h-10 w-full ${controlClass}`;
/** Sized by its options; add `w-full` where it should fill its column. */
export const selectClass = `h-10 ${controlClass} pr-8`;
export const smallSelectClass = `h-8 ${controlClass} pr-8`;
export const textareaClass = `w-full ${controlClass} py-2 leading-6`;
export const labelClass = 'text-sm font-medium text-ink';
export const hintClass = 'text-xs text-ink-subtle';
export const errorClass = 'text-xs text-danger';
