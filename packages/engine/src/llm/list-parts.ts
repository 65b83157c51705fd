import { capFor } from './budget.js';
import { askJson, finishedItems, giveUp, MAX_ATTEMPTS, repairTurns, type Answer, type Session } from './parts.js';
import type { PartialJson } from './partial-json.js';
import { resolveRef } from './refs.js';
import { isRecord, listOf } from './rekey.js';
import type { TreeAsk } from './tree-parts.js';

/**
 * A list in batches: one item (or a few) for each unit of the context, e.g. instructions for each work-plan
 * row, a status for each hypothesis, analyses for each hypothesis at the bottom of the tree. A batch holds
 * as many units as fit the part's token cap; an item names its unit, and a loosely written reference is
 * taken to the nearest unit (refs.ts). A unit the answer left out, or that the cap cut off, goes back in
 * the queue and is asked for again, never the whole list. A unit still missing after three asks fails the
 * artefact with a code: a list with holes is not a finished artefact.
 */
export interface ListShape<U, I> {
  type: 'list';
  system: string;
  /** What the items cover, in the order the artefact lists them. */
  units: readonly U[];
  unitId(unit: U): string;
  unitLabel(unit: U): string;
  /** The keys an answer's list may come under ("instructions", "items"...). */
  itemKeys: readonly string[];
  /** The item's reference to its unit, as the model wrote it. */
  refOf(item: Record<string, unknown>): unknown;
  /** Text of the item to place it by words when its reference is unusable. */
  hintOf?(item: Record<string, unknown>): string | undefined;
  /** A rough size of one unit's items in output tokens; batches are sized from it and the cap. */
  tokensPerUnit: number;
  maxBatch: number;
  /** Units of different groups never share a batch (e.g. the branches of a tree). */
  groupOf?(unit: U): string;
  /** Items one unit may take (analyses per hypothesis); 1 by default. */
  maxPerUnit?: number;
  ask(batch: readonly U[], done: ReadonlyMap<string, I[]>): TreeAsk;
  /** A usable item for `unit`, or undefined when it is empty or unusable (e.g. repeats a sibling in `done`). */
  read(item: Record<string, unknown>, unit: U, done: ReadonlyMap<string, I[]>): I | undefined;
  /** The artefact from the items so far (partial while the batches run). */
  assemble(done: ReadonlyMap<string, I[]>): unknown;
  /** What a missing unit is called in an error ("an instruction for"). */
  what: string;
}

export async function runList<U, I>(session: Session, shape: ListShape<U, I>): Promise<unknown> {
  const cap = capFor(session.call.settings, session.call.kind, 'batch');
  let batchSize = Math.max(1, Math.min(shape.maxBatch, Math.floor((cap * 0.8) / shape.tokensPerUnit)));
  const done = new Map<string, I[]>();
  const attempts = new Map<string, number>();
  const failed: string[] = [];
  const byId = new Map(shape.units.map((unit) => [shape.unitId(unit), unit]));
  const targets = shape.units.map((unit) => ({ id: shape.unitId(unit), label: shape.unitLabel(unit) }));
  const maxPerUnit = shape.maxPerUnit ?? 1;
  let queue = [...shape.units];
  let repair: Answer | undefined;

  while (queue.length > 0) {
    const group = shape.groupOf?.(queue[0]!);
    const batch: U[] = [];
    for (const unit of queue) {
      if (batch.length >= batchSize) break;
      if (group !== undefined && shape.groupOf?.(unit) !== group) continue;
      batch.push(unit);
    }
    const ask = shape.ask(batch, done);
    const answer = await askJson(
      session,
      {
        part: 'batch',
        system: shape.system,
        ...ask,
        ...(repair ? { history: repairTurns(repair, `Write ${shape.what} each unit listed.`) } : {}),
      },
      (partial) => {
        const preview = new Map(done);
        placeItems(shape, partial, batch, byId, targets, preview, maxPerUnit, []);
        session.emit(shape.assemble(preview));
      },
    );
    const placed = placeItems(shape, answer, batch, byId, targets, done, maxPerUnit, session.notes);
    session.emit(shape.assemble(done));

    const answered = new Set(placed);
    const missing = batch.filter((unit) => !done.has(shape.unitId(unit)));
    for (const unit of missing) {
      const id = shape.unitId(unit);
      const count = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, count);
      if (count >= MAX_ATTEMPTS) failed.push(id);
    }
    queue = queue.filter((unit) => !done.has(shape.unitId(unit)) && !failed.includes(shape.unitId(unit)));
    // Cut off: the batch was too large for the cap. Ask for fewer units at a time from now on.
    if (answer.cut) batchSize = Math.max(1, Math.min(batchSize - 1, answered.size || Math.floor(batchSize / 2)));
    repair = answered.size === 0 && !answer.cut && (answer.empty || answer.malformed) ? answer : undefined;
  }
  if (failed.length > 0) {
    throw giveUp(`${shape.what} every unit`, { missing: failed.slice(0, 50) });
  }
  return shape.assemble(done);
}

/** Places the finished items of an answer on their units; returns the ids of the units that got one. */
function placeItems<U, I>(
  shape: ListShape<U, I>,
  answer: PartialJson,
  batch: readonly U[],
  byId: ReadonlyMap<string, U>,
  targets: ReadonlyArray<{ id: string; label: string }>,
  done: Map<string, I[]>,
  maxPerUnit: number,
  notes: string[],
): string[] {
  const value = answer.value;
  const list =
    listOf(value, [...shape.itemKeys, 'items', 'results']) ??
    (isRecord(value) && shape.refOf(value) !== undefined ? [value] : []);
  const placed: string[] = [];
  finishedItems(list, answer).forEach((item, position) => {
    if (!isRecord(item)) return;
    const ref = shape.refOf(item);
    let id = resolveRef(ref, targets, { hint: shape.hintOf?.(item) });
    // No usable reference: an answer in the order asked is placed by position, when that is unambiguous
    // (one unit asked, or one item per unit and no reference at all).
    if (!id && (batch.length === 1 || (maxPerUnit === 1 && (ref === undefined || ref === '')))) {
      const unit = batch[position] ?? (batch.length === 1 ? batch[0] : undefined);
      if (unit) id = shape.unitId(unit);
    }
    const unit = id ? byId.get(id) : undefined;
    if (!unit) {
      notes.push('dropped an item whose reference matched nothing asked for');
      return;
    }
    const items = done.get(id!) ?? [];
    if (items.length >= maxPerUnit) return;
    const read = shape.read(item, unit, done);
    if (!read) return;
    done.set(id!, [...items, read]);
    placed.push(id!);
  });
  return placed;
}
