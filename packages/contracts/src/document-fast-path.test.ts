import { describe, expect, it } from 'vitest';
import {
  MAX_CHILDREN,
  MAX_LABEL_LENGTH,
  MAX_NOTES_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TREE_NODES,
} from './artefacts/limits.js';
import {
  EvidenceDirectionSchema,
  HypothesisStatusSchema,
  MAX_DIMENSION_LENGTH,
  MAX_EVIDENCE_SOURCE_LENGTH,
  MAX_NODE_ID_LENGTH,
  NodeKindSchema,
} from './artefacts/tree.js';
import { ProjectDocumentSchema } from './document.js';
import { parseProjectDocumentFast } from './document-fast-path.js';

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof random>;

/** A string around a limit now and then (exactly at it, or one over), else a short one. */
function text(r: Random, max: number, min = 0): string {
  if (r.chance(0.03)) return 'x'.repeat(max);
  if (r.chance(0.01)) return 'y'.repeat(max + 1);
  if (min > 0 && r.chance(0.01)) return '';
  return (
    r.pick(['Prices', 'Mix explains it', 'Costs rose 4% since 2021', 'Ünïcode ✓ text', 'a\tb\nc', '']) ||
    (min > 0 ? 'z' : '')
  );
}

function nodeFields(r: Random, id: string) {
  const node: Record<string, unknown> = { id, label: text(r, MAX_LABEL_LENGTH) };
  if (r.chance(0.3)) node.notes = text(r, MAX_NOTES_LENGTH);
  if (r.chance(0.5)) node.kind = r.pick(NodeKindSchema.options);
  if (r.chance(0.2)) node.dimension = text(r, MAX_DIMENSION_LENGTH);
  if (r.chance(0.2)) node.generated = r.chance(0.5);
  if (r.chance(0.05)) node.extra = { unknown: true };
  return node;
}

function hypothesisFields(r: Random, node: Record<string, unknown>, ids: () => string) {
  if (r.chance(0.7)) node.status = r.pick(HypothesisStatusSchema.options);
  if (r.chance(0.6)) {
    node.evidence = Array.from({ length: r.int(3) }, () => {
      const item: Record<string, unknown> = {
        id: ids(),
        text: text(r, MAX_TEXT_LENGTH, 1),
        direction: r.pick(EvidenceDirectionSchema.options),
      };
      if (r.chance(0.3)) item.source = text(r, MAX_EVIDENCE_SOURCE_LENGTH);
      if (r.chance(0.3)) item.analysisId = ids();
      if (r.chance(0.05)) item.note = 'unknown';
      return item;
    });
  }
  if (r.chance(0.5)) node.priority = { impact: 1 + r.int(5), ease: 1 + r.int(5), ...(r.chance(0.05) ? { x: 1 } : {}) };
}

function tree(r: Random, hypotheses: boolean, size: number) {
  let made = 0;
  const ids = () => r.pick(['n', 'h-', 'a.b', 'x:y', 'Z_']) + String(made++);
  const make = (depth: number): Record<string, unknown> => {
    const node = nodeFields(r, ids());
    if (hypotheses) hypothesisFields(r, node, ids);
    const children: unknown[] = [];
    const width = depth > 6 ? 0 : r.int(Math.min(5, MAX_CHILDREN));
    for (let i = 0; i < width && made < size; i += 1) children.push(make(depth + 1));
    node.children = children;
    return node;
  };
  return { root: make(0), ...(r.chance(0.05) ? { other: 1 } : {}) };
}

function documentOf(r: Random): Record<string, unknown> {
  const document: Record<string, unknown> = { version: '1.1' };
  if (r.chance(0.8)) document.brief = r.chance(0.5) ? {} : { keyQuestion: 'How?', scopeIn: ['Stores'] };
  if (r.chance(0.7)) document.issueTree = r.chance(0.1) ? null : tree(r, false, 1 + r.int(60));
  if (r.chance(0.8)) document.hypothesisTree = r.chance(0.1) ? null : tree(r, true, 1 + r.int(80));
  if (r.chance(0.2)) document.workplan = [];
  if (r.chance(0.1)) document.storyline = null;
  if (r.chance(0.1)) document.unknownField = [1, 2, 3];
  return document;
}

/** Every object and array inside `value` with its parent, so a mutation can land anywhere. */
function containers(value: unknown, out: Array<Record<string, unknown> | unknown[]> = []) {
  if (typeof value === 'object' && value !== null) {
    out.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

const WRONG_VALUES: unknown[] = [
  null,
  undefined,
  0,
  1.5,
  6,
  -1,
  true,
  '',
  'bad id!',
  'x'.repeat(MAX_NODE_ID_LENGTH + 1),
  'y'.repeat(MAX_LABEL_LENGTH + 1),
  [],
  {},
  'hypothesis',
  'untested',
  'supports',
  'n0',
];

/** Breaks (or merely changes) one thing: a field's value, a missing field, a duplicate id, a long list. */
function mutate(r: Random, document: Record<string, unknown>): void {
  const targets = containers(document);
  const target = r.pick(targets);
  if (Array.isArray(target)) {
    if (target.length > 0 && r.chance(0.5)) target[r.int(target.length)] = structuredClone(r.pick(WRONG_VALUES));
    else for (let i = 0; i < 51; i += 1) target.push(structuredClone(target[0] ?? 'x'));
    return;
  }
  const keys = Object.keys(target);
  const key = r.chance(0.8) && keys.length > 0 ? r.pick(keys) : r.pick(['status', 'kind', 'priority', 'root', 'id']);
  if (r.chance(0.2)) Reflect.deleteProperty(target, key);
  else target[key] = structuredClone(r.pick(WRONG_VALUES));
}

const expectSameAsSchema = (value: unknown) => {
  const schema = ProjectDocumentSchema.safeParse(value);
  const fast = parseProjectDocumentFast(value);
  if (fast !== null) {
    expect(schema.success).toBe(true);
    // The same fields, in the same order, with the same values: the stored text is this serialised.
    expect(JSON.stringify(fast)).toBe(JSON.stringify(schema.data));
    expect(fast).toStrictEqual(schema.data);
  }
  return { fast, schema };
};

describe('the fast path of a 1.1 document', () => {
  it('answers as the schema does for generated valid documents, and takes them all on', () => {
    let taken = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const document = documentOf(random(seed));
      const { fast, schema } = expectSameAsSchema(document);
      // The generator strays over a limit now and then; those the schema refuses.
      if (schema.success) {
        expect(fast, `seed ${seed}`).not.toBeNull();
        taken += 1;
      }
    }
    expect(taken).toBeGreaterThan(200);
  });

  it('never accepts a document the schema refuses, and answers as it does for those it accepts', () => {
    let refused = 0;
    let acceptedAfterMutation = 0;
    for (let seed = 1; seed <= 3000; seed += 1) {
      const r = random(seed);
      const document = documentOf(r);
      for (let i = 0, n = 1 + r.int(3); i < n; i += 1) mutate(r, document);
      const { fast, schema } = expectSameAsSchema(document);
      if (!schema.success) {
        expect(fast, `seed ${seed}`).toBeNull();
        refused += 1;
      } else if (fast !== null) acceptedAfterMutation += 1;
    }
    // Both sides were exercised.
    expect(refused).toBeGreaterThan(1000);
    expect(acceptedAfterMutation).toBeGreaterThan(100);
  });

  it('leaves duplicate ids and oversized trees to the schema', () => {
    const node = (id: string) => ({ id, label: 'x', children: [] });
    const duplicate = { version: '1.1', issueTree: { root: { ...node('a'), children: [node('b'), node('b')] } } };
    expect(ProjectDocumentSchema.safeParse(duplicate).success).toBe(false);
    expect(parseProjectDocumentFast(duplicate)).toBeNull();
    // One node more than a tree may hold, no node with more children than it may have.
    const branches = Math.ceil(MAX_TREE_NODES / 43);
    const wide = {
      version: '1.1',
      hypothesisTree: {
        root: {
          ...node('root'),
          children: Array.from({ length: branches }, (_, i) => ({
            ...node(`b${i}`),
            children: Array.from({ length: 43 }, (__, j) => node(`n${i}-${j}`)),
          })),
        },
      },
    };
    expect(1 + branches + branches * 43).toBeGreaterThan(MAX_TREE_NODES);
    expect(ProjectDocumentSchema.safeParse(wide).success).toBe(false);
    expect(parseProjectDocumentFast(wide)).toBeNull();
  });

  it('takes exactly MAX_TREE_NODES nodes and fills the defaults as the schema does', () => {
    const children = Array.from({ length: MAX_TREE_NODES - 1 }, (_, i) => ({ id: `n${i}`, label: 'x', children: [] }));
    const root = { id: 'root', label: 'r', children: [] as unknown[] };
    for (let i = 0; i < children.length; i += MAX_CHILDREN) {
      const branch = children[i]!;
      branch.children = children.slice(i + 1, i + MAX_CHILDREN) as never[];
      root.children.push(branch);
    }
    const document = { version: '1.1', hypothesisTree: { root } };
    const { fast } = expectSameAsSchema(document);
    expect(fast).not.toBeNull();
    expect(fast!.hypothesisTree!.root.status).toBe('untested');
    expect(fast!.hypothesisTree!.root.evidence).toEqual([]);
  });

  it('leaves anything but a plain object to the schema', () => {
    for (const value of [null, [], 'x', 1, { version: '1.0' }, { version: '1.1', issueTree: [] }]) {
      expect(parseProjectDocumentFast(value)).toBeNull();
      expect(ProjectDocumentSchema.safeParse(value).success).toBe(false);
    }
  });
});
