import type { SnapshotDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { RevisionCache } from './revision-cache.js';

const document = (label: string) => ({ version: '1.1', brief: { keyQuestion: label } }) as unknown as SnapshotDocument;

describe('the revision cache', () => {
  it('keeps the revisions of a snapshot used last, and the one a fold keeps comparing with', () => {
    const cache = new RevisionCache(1_000_000, 3);
    const base = document('base');
    cache.set(7, 1, base, 10);
    // Autosaves folding into one revision: each compares with revision 1 and makes a new head.
    for (let revision = 2; revision <= 10; revision += 1) {
      expect(cache.get(7, 1)).toBe(base);
      cache.set(7, revision, document(`r${revision}`), 10);
    }
    expect(cache.get(7, 1)).toBe(base);
    expect(cache.get(7, 10)).toEqual(document('r10'));
    expect(cache.get(7, 9)).toEqual(document('r9'));
    expect(cache.get(7, 8)).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('keeps a base that is touched, though not read, while new heads come and go', () => {
    const cache = new RevisionCache(1_000_000, 3);
    const base = document('base');
    cache.set(7, 1, base, 10);
    for (let revision = 2; revision <= 10; revision += 1) {
      cache.touch(7, 1);
      cache.set(7, revision, document(`r${revision}`), 10);
    }
    expect(cache.get(7, 1)).toBe(base);
    cache.touch(7, 99);
    expect(cache.size).toBe(3);
  });

  it('keeps each snapshot apart', () => {
    const cache = new RevisionCache(1_000_000, 2);
    for (let revision = 1; revision <= 5; revision += 1) {
      cache.set(1, revision, document(`a${revision}`), 10);
      cache.set(2, revision, document(`b${revision}`), 10);
    }
    expect(cache.size).toBe(4);
    expect(cache.get(1, 5)).toEqual(document('a5'));
    expect(cache.get(2, 4)).toEqual(document('b4'));
    expect(cache.get(1, 3)).toBeUndefined();
  });

  it('drops the least recently used beyond its budget, and never keeps a document over a quarter of it', () => {
    const cache = new RevisionCache(100, 3);
    for (let snapshot = 1; snapshot <= 4; snapshot += 1) cache.set(snapshot, 1, document(`s${snapshot}`), 25);
    expect(cache.get(1, 1)).toBeDefined();
    cache.set(5, 1, document('five'), 25);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeDefined();
    expect(cache.size).toBe(4);
    cache.set(6, 1, document('big'), 26);
    expect(cache.get(6, 1)).toBeUndefined();
    // Setting a revision again replaces it and counts its bytes once.
    cache.set(5, 1, document('five again'), 25);
    expect(cache.size).toBe(4);
    expect(cache.get(5, 1)).toEqual(document('five again'));
    expect(cache.get(3, 1)).toBeDefined();
  });
});
