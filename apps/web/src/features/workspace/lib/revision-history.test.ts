import type { SnapshotRevision } from '@caseboard/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { history as de } from '@/locales/de/history';
import { history as en } from '@/locales/en/history';
import { groupRevisions, SESSION_GAP_MS, summaryText } from './revision-history';

const nora = { id: 1, fullName: 'Nora' };
const eddie = { id: 2, fullName: 'Eddie' };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 12) + minutes * 60_000).toISOString();
const revision = (number: number, author: SnapshotRevision['author'], minutes: number): SnapshotRevision => ({
  revision: number,
  createdAt: at(minutes),
  author,
  problemStatement: '',
  autosave: false,
});

describe('grouping the history into sessions', () => {
  it('keeps runs by one author together and starts a new session after a pause or another author', () => {
    const gap = SESSION_GAP_MS / 60_000;
    const sessions = groupRevisions([
      revision(5, nora, 2 * gap + 10),
      revision(4, nora, gap + 20),
      revision(3, eddie, gap + 15),
      revision(2, nora, 5),
      revision(1, nora, 0),
    ]);
    expect(sessions.map((s) => s.revisions.map((r) => r.revision))).toEqual([[5, 4], [3], [2, 1]]);
    expect(sessions.map((s) => s.author?.fullName)).toEqual(['Nora', 'Eddie', 'Nora']);
  });
});

describe('wording a summary', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { history: en }, de: { history: de } } });
  });

  it('joins the facts into one sentence, naming a single node and its parent, in both languages', () => {
    const facts = [
      { kind: 'nodes', tree: 'issue', change: 'renamed', count: 2 },
      { kind: 'nodes', tree: 'issue', change: 'added', count: 1, label: 'Fleet cost', parentLabel: 'Costs' },
    ] as const;
    expect(summaryText(i18next.getFixedT('en', 'history'), [...facts])).toBe(
      'Renamed 2 nodes, added “Fleet cost” under “Costs”',
    );
    expect(summaryText(i18next.getFixedT('de', 'history'), [...facts])).toBe(
      '2 Knoten umbenannt, „Fleet cost“ unter „Costs“ hinzugefügt',
    );
    expect(summaryText(i18next.getFixedT('en', 'history'), [{ kind: 'restored', revision: 12 }])).toBe(
      'Restored revision 12',
    );
    expect(summaryText(i18next.getFixedT('en', 'history'), undefined)).toBeNull();
  });
});
