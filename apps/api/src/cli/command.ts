import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';

export interface CommandContext {
  args: string[];
  config: Config;
  /** Opens the database (taking the embedded database's lock) and a mailer; closed by the CLI afterwards. */
  open(): Promise<{ database: DatabaseHandle; mailer: Mailer }>;
  print(line?: string): void;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  /** Resolves with the exit code; undefined means 0. */
  run(context: CommandContext): Promise<number | undefined>;
}

/** Reads `--name value` or `--name=value` from the arguments. */
export function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

export function flag(args: string[], name: string): boolean {
  return args.includes(`--${name}`);
}

// C0 and C1 controls, DEL, and the Unicode controls that reorder or hide text (bidi overrides and
// isolates, zero-width marks, line and paragraph separators).
const UNPRINTABLE = /[\p{Cc}\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/gu;

/**
 * Text from users (names, feedback, addresses) made safe for an operator's terminal: every control
 * character is shown as a visible escape (`\x1b`, `\u202e`) instead of being sent to the terminal, so
 * a name cannot clear the screen, move the cursor, set the title or plant a hyperlink (OSC 8).
 * Tabs and line breaks are escaped too: a value never spans more than its own line.
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** Lays out rows as aligned columns for the terminal; every cell is made printable. */
export function table(rows: Array<Record<string, string | number | null | undefined>>): string[] {
  if (rows.length === 0) return ['(none)'];
  const keys = Object.keys(rows[0]!);
  const cell = (value: unknown) => (value === null || value === undefined ? '' : printable(String(value)));
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => cell(row[key]).length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(keys.map((key) => cell(row[key])))),
  ];
}
