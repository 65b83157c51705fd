import type { ProjectDocument } from '@caseboard/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSnapshot } from './save-snapshot';

const documentWith = (labels: string[]) =>
  ({
    version: '1.1',
    brief: { keyQuestion: 'How do we recover 150 bp of margin?' },
    issueTree: {
      root: { id: 'r', label: 'Root', children: labels.map((label, i) => ({ id: `n${i}`, label, children: [] })) },
    },
  }) as unknown as ProjectDocument;

const labels = Array.from({ length: 40 }, (_, i) => `Driver ${i} of the margin gap`);
const base = { problemStatement: 'Margins fell.', document: documentWith(labels) };
const renamed = {
  problemStatement: 'Margins fell.',
  document: documentWith(labels.map((l, i) => (i === 3 ? 'Fleet' : l))),
};

function fakeApi(answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; method: string; type: string; ifMatch: string; body: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        url,
        method: init.method!,
        type: headers['Content-Type']!,
        ifMatch: headers['If-Match']!,
        body: init.body as string,
      });
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const saved = { status: 200, body: { revision: 8, updatedAt: '2026-01-02T00:00:00.000Z' } };
const save = (content: typeof base) =>
  saveSnapshot({ projectId: 7, snapshotId: 70, content, base, revision: 7, autosave: true });

describe('saving a snapshot', () => {
  it('sends a small edit of a large document as a JSON patch against the saved revision', async () => {
    const calls = fakeApi([saved]);
    expect(await save(renamed)).toEqual(saved.body);
    expect(calls).toEqual([
      {
        url: '/api/v1/projects/7/snapshots/70?autosave=true',
        method: 'PATCH',
        type: 'application/json-patch+json',
        ifMatch: '"7"',
        body: JSON.stringify([{ op: 'replace', path: '/issueTree/root/children/3/label', value: 'Fleet' }]),
      },
    ]);
  });

  it('sends the whole document when the patch does not apply, the problem statement changed or no base is known', async () => {
    const calls = fakeApi([{ status: 422, body: { code: 'patch_invalid', message: 'no' } }, saved, saved, saved]);
    await save(renamed);
    await save({ ...renamed, problemStatement: 'Margins fell further.' });
    await saveSnapshot({ projectId: 7, snapshotId: 70, content: renamed, revision: 7, autosave: false });
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'PUT', 'PUT', 'PUT']);
    expect(JSON.parse(calls[1]!.body)).toEqual({
      problemStatement: 'Margins fell.',
      body: JSON.stringify(renamed.document),
      autosave: true,
    });
  });

  it('lets a stale revision through as the conflict it is, without a second try', async () => {
    const calls = fakeApi([{ status: 412, body: { code: 'revision_conflict', message: 'stale' } }]);
    await expect(save(renamed)).rejects.toMatchObject({ code: 'revision_conflict' });
    expect(calls).toHaveLength(1);
  });
});
