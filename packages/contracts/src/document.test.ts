import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_JSON_DEPTH, MAX_TREE_NODES } from './artefacts/limits.js';
import { HypothesisTreeSchema, IssueTreeSchema, type TreeNode } from './artefacts/tree.js';
import { emptyDocument, jsonDepth, parseJsonText, SnapshotBodyTextSchema } from './document.js';
import { artefactSchemas } from './generation.js';

const chain = (depth: number): TreeNode => {
  const root: TreeNode = { id: 'n0', label: 'root', children: [] };
  let current = root;
  for (let i = 1; i < depth; i += 1) {
    const next: TreeNode = { id: `n${i}`, label: `node ${i}`, children: [] };
    current.children.push(next);
    current = next;
  }
  return root;
};

describe('snapshot bodies', () => {
  it('accept an empty 1.1 document and fill its defaults', () => {
    const parsed = SnapshotBodyTextSchema.parse(JSON.stringify({ version: '1.1', brief: {} }));
    expect(parsed).toEqual(emptyDocument());
  });

  it('accept an unversioned 1.0 document', () => {
    const body = {
      issueTree: { root: { id: 'r', title: 'Why?', children: [{ id: 'a', title: 'A' }] } },
      hypotheses: [],
    };
    expect(SnapshotBodyTextSchema.safeParse(JSON.stringify(body)).success).toBe(true);
  });

  it('refuse text that is not JSON, and an unknown version', () => {
    expect(SnapshotBodyTextSchema.safeParse('{not json').success).toBe(false);
    expect(SnapshotBodyTextSchema.safeParse(JSON.stringify({ version: '9.9', brief: {} })).success).toBe(false);
  });

  it('refuse hostile nesting without exhausting the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(parseJsonText(deep)).toEqual({ ok: false, reason: 'too_deep' });
    expect(SnapshotBodyTextSchema.safeParse(deep).success).toBe(false);
  });
});

describe('trees', () => {
  it('count depth without recursion', () => {
    expect(jsonDepth({ a: [{ b: 1 }] })).toBe(3);
    expect(jsonDepth(chain(10_000), MAX_JSON_DEPTH)).toBeGreaterThan(MAX_JSON_DEPTH);
  });

  it(`hold at most ${MAX_TREE_NODES} nodes with unique ids`, () => {
    const wide: TreeNode = {
      id: 'root',
      label: 'root',
      children: Array.from({ length: 40 }, (_, i) => ({
        id: `c${i}`,
        label: `c${i}`,
        children: Array.from({ length: Math.ceil(MAX_TREE_NODES / 40) }, (_, j) => ({
          id: `c${i}-${j}`,
          label: 'x',
          children: [],
        })),
      })),
    };
    expect(IssueTreeSchema.safeParse({ root: wide }).success).toBe(false);
    const dup = { root: { id: 'a', label: 'a', children: [{ id: 'a', label: 'b', children: [] }] } };
    expect(IssueTreeSchema.safeParse(dup).success).toBe(false);
    expect(IssueTreeSchema.safeParse({ root: chain(50) }).success).toBe(true);
  });

  it('give hypothesis nodes an untested status and no evidence by default', () => {
    const tree = HypothesisTreeSchema.parse({ root: { id: 'h', label: 'Margins fell because of fuel', children: [] } });
    expect(tree.root).toMatchObject({ status: 'untested', evidence: [] });
  });
});

describe('artefact schemas', () => {
  it.each(Object.entries(artefactSchemas))('%s converts to a JSON schema an LLM can follow', (_kind, schema) => {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    const ref = typeof json.$ref === 'string' ? json.$ref.replace('#/$defs/', '') : undefined;
    const root = ref ? json.$defs?.[ref] : json;
    expect(root).toHaveProperty('type', 'object');
  });
});
