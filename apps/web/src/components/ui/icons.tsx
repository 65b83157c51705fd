/** Small line icons (16 px, currentColor). Decorative: pair each with text. */
const paths = {
  info: 'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM8 7v4M8 4.75v.5',
  success: 'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM5.25 8.25l1.75 1.75 3.75-4',
  warn: 'M8 2 14.5 13.5h-13L8 2ZM8 6.5v3.25M8 11.5v.5',
  error: 'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5',
  close: 'M4 4l8 8M12 4l-8 8',
  danger: 'M8 2 14.5 13.5h-13L8 2ZM8 6.5v3.25M8 11.5v.5',
  globe:
    'M8 14.5A6.5 6.5 0 1 0 8 1.5a6.5 6.5 0 0 0 0 13ZM1.5 8h13M8 1.5c1.75 1.8 2.6 4 2.6 6.5S9.75 12.7 8 14.5C6.25 12.7 5.4 10.5 5.4 8S6.25 3.3 8 1.5Z',
  chevronDown: 'M4.5 6.25 8 9.75l3.5-3.5',
  chevronRight: 'M6.25 4.5 9.75 8l-3.5 3.5',
  external: 'M9.5 2.5h4v4M13.5 2.5 7.5 8.5M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3',
  monitor: 'M2.5 3h11a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM6 14h4M8 11.5V14',
  shield: 'M8 1.75 13.25 3.5v4.25c0 3.1-2.2 5.3-5.25 6.5-3.05-1.2-5.25-3.4-5.25-6.5V3.5L8 1.75Z',
  arrowUp: 'M8 13V3M4 7l4-4 4 4',
  arrowDown: 'M8 3v10M4 9l4 4 4-4',
  /** An elbow into a child: "add a sub-node". */
  addChild: 'M4 2.5V8a2 2 0 0 0 2 2h6.5M10 7.5l2.5 2.5-2.5 2.5',
  plus: 'M8 3v10M3 8h10',
  more: 'M3.5 8h.01M8 8h.01M12.5 8h.01',
  members:
    'M6 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.5 13.5c0-2.2 2-4 4.5-4s4.5 1.8 4.5 4M10.5 2.75a2.5 2.5 0 0 1 0 4.5M12 9.75c1.5.5 2.5 1.9 2.5 3.75',
  pencil: 'M10.5 2.5l3 3L6 13H3v-3l7.5-7.5Z',
  trash: 'M2.5 4h11M6 4V2.5h4V4M4 4l.75 9.5h6.5L12 4M6.75 6.5v4.5M9.25 6.5v4.5',
  copy: 'M5.5 5.5V2.5h8v8h-3M2.5 5.5h8v8h-8v-8Z',
  chevronLeft: 'M10 3.5 5.5 8l4.5 4.5',
  arrowRight: 'M3 8h10M9 4l4 4-4 4',
  leave: 'M6 2.5H3v11h3M10.5 5 13.5 8l-3 3M13.5 8H6',
  download: 'M8 2.5v8M4.5 7 8 10.5 11.5 7M2.5 13.5h11',
  palette:
    'M8 14.5A6.5 6.5 0 1 1 14.5 8c0 1.5-1.25 2.25-2.5 2.25H10.5a1.25 1.25 0 0 0-.9 2.1c.5.55.15 2.15-1.6 2.15ZM5 7.25h.01M7.25 4.75h.01M10.5 5.25h.01',
  /** Tree views (docs/decisions/027-presentable-trees-and-mouse-editing.md). */
  sparkle: 'M8 1.75 9.4 6.6 14.25 8 9.4 9.4 8 14.25 6.6 9.4 1.75 8 6.6 6.6 8 1.75Z',
  focus: 'M2.5 5.5v-3h3M10.5 2.5h3v3M13.5 10.5v3h-3M5.5 13.5h-3v-3M8 9.75a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5Z',
  present: 'M1.5 2.5h13M2.5 2.5v7.5a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1V2.5M8 11v2.5M5.5 14.5 8 13.5l2.5 1',
  treeRight: 'M2 6.5h3.5v3H2v-3ZM10.5 2.5H14v3h-3.5v-3ZM10.5 10.5H14v3h-3.5v-3ZM5.5 8h2.5M8 4v8M8 4h2.5M8 12h2.5',
  treeDown: 'M6.5 2h3v3.5h-3V2ZM2.5 10.5h3V14h-3v-3.5ZM10.5 10.5h3V14h-3v-3.5ZM8 5.5V8M4 8h8M4 8v2.5M12 8v2.5',
  fitWidth: 'M1.5 3v10M14.5 3v10M4 8h8M6 6 4 8l2 2M10 6l2 2-2 2',
  comment: 'M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2v-7Z',
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
