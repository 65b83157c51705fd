import { MENTION_PATTERN } from '@caseboard/contracts';

export type BodyPart = { kind: 'text'; text: string } | { kind: 'mention'; name: string; userId: number };

/** A comment body as text and mentions, for rendering mentions as names. */
export function splitBody(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))) {
    if (match.index > last) parts.push({ kind: 'text', text: body.slice(last, match.index) });
    parts.push({ kind: 'mention', name: match[1]!, userId: Number(match[2]) });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The `@query` being typed just before the caret, if any: where it starts and what it holds. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** A person picked in the composer: shown as `@Name`, sent as the token `@[Name](userId)`. */
export interface Picked {
  name: string;
  userId: number;
}

const nameOf = (fullName: string) => fullName.replace(/[[\]()\n]/g, ' ').slice(0, 120);

/** Replaces the `@query` at `start..caret` with `@Name ` and remembers the pick; returns the text and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  person: { userId: number; fullName: string },
): { text: string; caret: number; picked: Picked } {
  const name = nameOf(person.fullName);
  const shown = `@${name} `;
  return {
    text: text.slice(0, start) + shown + text.slice(caret),
    caret: start + shown.length,
    picked: { name, userId: person.userId },
  };
}

/** A stored body as the composer shows it: tokens become `@Name`, and their people count as picked. */
export function toDisplay(body: string): { text: string; picked: Picked[] } {
  const picked: Picked[] = [];
  const text = splitBody(body)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      picked.push({ name: part.name, userId: part.userId });
      return `@${part.name}`;
    })
    .join('');
  return { text, picked };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The body to send: every `@Name` of a picked person still in the text becomes their token (the
 * longest names first, so "@Ada Lovelace" is not read as "@Ada"); a name edited away is plain text.
 */
export function toBody(text: string, picked: Picked[]): string {
  const byName = new Map(picked.map((person) => [person.name, person.userId]));
  if (byName.size === 0) return text;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`@(${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return text.replace(pattern, (_whole, name: string) => `@[${name}](${byName.get(name)})`);
}
