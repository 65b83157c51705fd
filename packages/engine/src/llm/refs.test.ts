import { describe, expect, it } from 'vitest';
import { capFor, parseOutputTokens } from './budget.js';
import { closestByWords, resolveRef } from './refs.js';
import { readChildren, sameWordsKey } from './rekey.js';

const targets = [
  { id: 'h', label: 'The airline can restore an 8% margin within 24 months' },
  { id: 'h.1', label: 'Revenue per passenger can rise by 5%' },
  { id: 'h.2', label: 'Fuel cost per passenger rose 20% since 2021' },
  { id: 'h.2.1', label: 'Hedging losses explain a third of the fuel cost rise' },
];

describe('resolving a reference a model wrote', () => {
  it('takes ids written loosely to the node they mean', () => {
    expect(resolveRef('h.2.1', targets)).toBe('h.2.1');
    expect(resolveRef('H2.1', targets)).toBe('h.2.1');
    expect(resolveRef('h 2-1', targets)).toBe('h.2.1');
    expect(resolveRef('hypothesis 2.1', targets)).toBe('h.2.1');
    expect(resolveRef('i.2.1', targets)).toBe('h.2.1');
    expect(resolveRef(2, targets)).toBe('h.2');
    expect(resolveRef('h', targets)).toBe('h');
  });

  it('follows an id the engine re-keyed, and a label given instead of an id', () => {
    expect(resolveRef('fuel', targets, { aliases: new Map([['fuel', 'h.2']]) })).toBe('h.2');
    expect(resolveRef('Fuel cost per passenger rose 20% since 2021', targets)).toBe('h.2');
  });

  it('places an item by its own words when the reference is unusable', () => {
    expect(resolveRef('h.9', targets, { hint: 'Hedging book review: losses against the fuel cost rise' })).toBe(
      'h.2.1',
    );
  });

  it('leaves a reference unresolved rather than guessing between two nodes', () => {
    expect(resolveRef('h.9', targets)).toBeUndefined();
    const twins = [
      { id: 'a', label: 'Fuel cost rose' },
      { id: 'b', label: 'Crew cost rose' },
    ];
    expect(closestByWords('The cost rose', twins)).toBeUndefined();
    expect(resolveRef('', targets)).toBeUndefined();
  });
});

describe('reading the nodes a model wrote', () => {
  it('takes labels under any usual key, drops empty nodes and keeps the first of two that say the same', () => {
    const notes: string[] = [];
    const children = readChildren(
      [
        { question: 'Who leaves?' },
        { label: 'Why do they leave?', id: 'same id' },
        { text: 'why do THEY leave' },
        { id: 'x' },
        'What does it cost to keep them?',
      ],
      notes,
      'i.1',
    );
    expect(children.map((c) => c.label)).toEqual([
      'Who leaves?',
      'Why do they leave?',
      'What does it cost to keep them?',
    ]);
    expect(children[1]!.id).toBe('same id');
    expect(notes).toEqual(['dropped a repeated sub-node under i.1']);
    expect(sameWordsKey('Who leaves?')).not.toBe(sameWordsKey('Why do they leave?'));
  });
});

describe('token caps per artefact and part', () => {
  it('takes the part’s cap, an override of the artefact or the part, and never more than the ceiling', () => {
    expect(capFor({ maxOutputTokens: 8_000 }, 'issue-tree', 'top')).toBe(2_000);
    expect(capFor({ maxOutputTokens: 8_000 }, 'issue-tree', 'branch')).toBe(4_000);
    expect(capFor({ maxOutputTokens: 1_000 }, 'issue-tree', 'branch')).toBe(1_000);
    const outputTokens = { 'issue-tree': 3_000, 'issue-tree.branch': 1_500 };
    expect(capFor({ maxOutputTokens: 8_000, outputTokens }, 'issue-tree', 'branch')).toBe(1_500);
    expect(capFor({ maxOutputTokens: 8_000, outputTokens }, 'issue-tree', 'top')).toBe(3_000);
  });

  it('reads AI_OUTPUT_TOKENS and names every bad entry', () => {
    expect(parseOutputTokens('psw=3000, issue-tree.branch=1500', ['psw', 'issue-tree'])).toEqual({
      ok: true,
      value: { psw: 3_000, 'issue-tree.branch': 1_500 },
    });
    const bad = parseOutputTokens('psw=lots,tree=100,psw.batch=10', ['psw', 'issue-tree']);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toEqual([
      '"psw=lots" is not name=tokens',
      '"tree" is not an artefact or part',
      'psw.batch: 64 to 64000 tokens',
    ]);
  });
});
