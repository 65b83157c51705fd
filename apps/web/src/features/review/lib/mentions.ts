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

/** Replaces the `@query` at `start..caret` with a mention token and a space; returns the text and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  person: { userId: number; fullName: string },
): { text: string; caret: number } {
  const name = person.fullName.replace(/[[\]\n]/g, ' ').slice(0, 120);
  const token = `@[${name}](${person.userId}) `;
  return { text: text.slice(0, start) + token + text.slice(caret), caret: start + token.length };
}
