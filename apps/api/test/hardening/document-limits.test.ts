import { MAX_TREE_DEPTH, MAX_TREE_NODES } from '@caseboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 2: a 1.0 body with 11,155 nodes (546 KB) was accepted where the same tree as 1.1 got 400.
// Finding 11: a 1.1 body without `brief` was refused while every other section defaults.

let t: TestApp;
let headers: Record<string, string>;
let project: Awaited<ReturnType<typeof buildProject>>;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildUser({ db: t.db, clock: t.clock });
  ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
  project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
});
afterAll(() => t.close());

type Node = { id: string; title?: string; label?: string; children?: Node[] };

/** A tree of `count` nodes, `fanout` children a level, labelled for 1.0 (`title`) or 1.1 (`label`). */
function tree(count: number, version: '1.0' | '1.1', fanout = 10): Node {
  let made = 0;
  const queue: Node[] = [];
  const make = () => {
    made += 1;
    const node: Node = {
      id: `n${made}`,
      ...(version === '1.0' ? { title: `Issue ${made}` } : { label: `Issue ${made}` }),
    };
    if (version === '1.1') node.children = [];
    queue.push(node);
    return node;
  };
  const root = make();
  for (let i = 0; made < count; i += 1) {
    const parent = queue[i]!;
    parent.children ??= [];
    for (let c = 0; c < fanout && made < count; c += 1) parent.children.push(make());
  }
  return root;
}

/** A chain `levels` deep. */
function chain(levels: number, version: '1.0' | '1.1'): Node {
  const root: Node = version === '1.0' ? { id: 'n0', title: 'Q' } : { id: 'n0', label: 'Q', children: [] };
  let node = root;
  for (let i = 1; i < levels; i += 1) {
    const child: Node = version === '1.0' ? { id: `n${i}`, title: 'x' } : { id: `n${i}`, label: 'x', children: [] };
    node.children = [child];
    node = child;
  }
  return root;
}

// The stored (normalised) snapshot comes back when asked for (docs/decisions/035-cheap-saves.md).
const save = (body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${project.id}/snapshots/${project.projectSnapshots[0]!.id}`,
    headers: { ...headers, prefer: 'return=representation' },
    payload: { problemStatement: 'Why?', body: JSON.stringify(body) },
  });

describe('snapshot documents of every version', () => {
  it('refuse an 11,155-node 1.0 issue tree exactly as they refuse the same tree in 1.1', async () => {
    const legacy = await save({ issueTree: { root: tree(11_155, '1.0') } });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json()).toMatchObject({ code: 'invalid_document', details: [{ path: 'body.issueTree.root' }] });
    const current = await save({ version: '1.1', brief: {}, issueTree: { root: tree(11_155, '1.1') } });
    expect(current.statusCode).toBe(400);
    expect(current.json().code).toBe('invalid_document');
  });

  it('accept a 1.0 tree at the node limit and refuse one node more', async () => {
    expect((await save({ issueTree: { root: tree(MAX_TREE_NODES, '1.0') } })).statusCode).toBe(200);
    expect((await save({ issueTree: { root: tree(MAX_TREE_NODES + 1, '1.0') } })).statusCode).toBe(400);
  });

  it('refuse a 1.0 tree deeper than the depth limit, as for 1.1', async () => {
    expect((await save({ issueTree: { root: chain(MAX_TREE_DEPTH + 1, '1.0') } })).statusCode).toBe(200);
    for (const version of ['1.0', '1.1'] as const) {
      const res = await save({
        ...(version === '1.1' ? { version, brief: {} } : {}),
        issueTree: { root: chain(MAX_TREE_DEPTH + 2, version) },
      });
      expect(res.statusCode, version).toBe(400);
    }
  });

  it('give a 1.1 document without a brief an empty brief, like every other section', async () => {
    const res = await save({ version: '1.1' });
    expect(res.statusCode).toBe(200);
    const stored = JSON.parse(res.json().body);
    expect(stored.brief).toMatchObject({ keyQuestion: '', situation: '', decisionMakers: [] });
    expect(stored.issueTree).toBeNull();
  });
});
