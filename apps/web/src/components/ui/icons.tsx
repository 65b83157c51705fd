/** Small line icons (16 px, currentColor). Decorative: pair each with text. */
const paths = {
  info: 'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM8 7v4M8 4.75v.5',
  success: 'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM5.25 8.25l1.75 1.75 3.75-4',
  warn: 'M8 2 14.5 13.5h-13L8 2ZM8 6.5v3.25M8 11.5v.5',
  error: 'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5',
  close: 'M4 4l8 8M12 4l-8 8',
  danger: 'M8 2 14.5 13.5h-13L8 2ZM8 6.5v3.25M8 11.5v.5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
