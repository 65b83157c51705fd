import { askJson, giveUp, MAX_ATTEMPTS, repairTurns, type Answer, type Session } from './parts.js';
import type { PartialJson } from './partial-json.js';
import { isRecord } from './rekey.js';
import type { TreeAsk } from './tree-parts.js';

/**
 * One object in field groups (a brief, a reading; a storyline's lines, then its slides). Each group is one
 * call; the fields an answer finished are kept, and only the missing ones are asked for again. A field cut
 * off at the cap counts as missing (a list of scope items that stopped half way is not the list), and
 * when the cap cut off an answer before any field finished, fewer fields are asked at a time.
 */
export interface ObjectShape {
  type: 'object';
  system: string;
  /** Asked in order; each is a part with its own token cap. */
  groups: ReadonlyArray<{ part: string; fields: readonly string[] }>;
  /** Fields that may stay empty: asked for once, never again. */
  optional?: readonly string[];
  /** The part asking for `fields`; `problems` say why earlier answers for them were refused. */
  ask(
    fields: readonly string[],
    sofar: Readonly<Record<string, unknown>>,
    part: string,
    problems: readonly string[],
  ): TreeAsk;
  /** A usable value for the field (cleaned), undefined, or a `Rejected` saying what is wrong with it. */
  read(field: string, value: unknown, sofar: Readonly<Record<string, unknown>>): unknown;
  /** Fields present but not good enough yet (e.g. a storyline with one key line). */
  incomplete?(sofar: Readonly<Record<string, unknown>>): string[];
  assemble(sofar: Readonly<Record<string, unknown>>): unknown;
  what: string;
  /** What the shape repaired or dropped while reading (ids only); passed on to the caller. */
  notes?: string[];
}

const MAX_ROUNDS = 8;

/** A field value the shape refuses, with the reason the model is told when the field is asked again. */
export class Rejected {
  constructor(readonly problem: string) {}
}

export async function runObject(session: Session, shape: ObjectShape): Promise<unknown> {
  const sofar: Record<string, unknown> = {};
  const optional = new Set(shape.optional ?? []);
  for (const group of shape.groups) {
    const missing = () =>
      group.fields.filter((f) => (!(f in sofar) && !optional.has(f)) || (shape.incomplete?.(sofar) ?? []).includes(f));
    let asking: readonly string[] = group.fields;
    let failures = 0;
    let repair: Answer | undefined;
    let problems: string[] = [];
    for (let round = 0; round < MAX_ROUNDS && failures < MAX_ATTEMPTS && asking.length > 0; round += 1) {
      const before = missing().length;
      const answer = await askJson(
        session,
        {
          part: group.part,
          system: shape.system,
          ...shape.ask(asking, sofar, group.part, problems),
          ...(repair ? { history: repairTurns(repair, `Write these fields: ${asking.join(', ')}.`) } : {}),
        },
        (partial) => session.emit(shape.assemble({ ...sofar, ...fieldsOf(shape, partial, asking, sofar, []) })),
      );
      problems = [];
      const got = fieldsOf(shape, answer, asking, sofar, problems);
      Object.assign(sofar, got);
      session.emit(shape.assemble(sofar));
      const gained = Object.keys(got).length;
      const left = missing();
      if (left.length >= before) failures += 1;
      // Cut off before any field finished: the fields asked together are too long for the cap.
      asking = answer.cut && gained === 0 ? left.slice(0, Math.max(1, Math.ceil(asking.length / 2))) : left;
      repair = gained === 0 && !answer.cut && (answer.empty || answer.malformed) ? answer : undefined;
    }
    const left = missing();
    if (left.length > 0) throw giveUp(shape.what, { missing: left });
  }
  return shape.assemble(sofar);
}

/** The finished, usable fields of an answer among those asked. */
function fieldsOf(
  shape: ObjectShape,
  answer: PartialJson,
  asked: readonly string[],
  sofar: Readonly<Record<string, unknown>>,
  problems: string[],
): Record<string, unknown> {
  const object = unwrap(answer.value, asked);
  const out: Record<string, unknown> = {};
  if (!object) return out;
  for (const field of asked) {
    const value = object[field];
    if (value === undefined) continue;
    if (typeof value === 'object' && value !== null && answer.open.has(value)) continue;
    const read = shape.read(field, value, sofar);
    if (read instanceof Rejected) problems.push(read.problem);
    else if (read !== undefined) out[field] = read;
  }
  return out;
}

/** The object with the fields, also when a model wraps it ({"brief": {...}}). */
function unwrap(value: unknown, fields: readonly string[]): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  if (fields.some((f) => f in value)) return value;
  const inner = Object.values(value).filter(isRecord);
  return inner.length === 1 ? inner[0] : value;
}
