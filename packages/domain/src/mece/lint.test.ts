import { describe, expect, it } from 'vitest';
import { countBySeverity, lintTree, type LintableNode } from './lint.js';
import { contentStems, phrasingOf, stem } from './text.js';

let next = 0;
const n = (label: string, children: LintableNode[] = [], extra: Partial<LintableNode> = {}): LintableNode => ({
  id: `n${(next += 1)}`,
  label,
  children,
  ...extra,
});
const codes = (root: LintableNode, options = {}) => lintTree({ root }, options).map((f) => f.code);

describe('label reading', () => {
  it('stems inflections to one word', () => {
    expect(stem('costs')).toBe(stem('cost'));
    expect(stem('deliveries')).toBe(stem('delivery'));
    expect(stem('pricing')).toBe(stem('prices'));
    expect(stem('dropped')).toBe(stem('drop'));
  });

  it('drops stop words and keeps topic words', () => {
    expect(contentStems('Is the cost of fuel per passenger rising?')).toEqual(['cost', 'fuel', 'passenger', 'ris']);
  });

  it('tells questions, claims and noun phrases apart', () => {
    expect(phrasingOf('Why has cost per passenger risen?')).toBe('question');
    expect(phrasingOf('Is revenue falling')).toBe('question');
    expect(phrasingOf('Fuel cost per passenger rose by 20%')).toBe('statement');
    expect(phrasingOf('Fuel costs')).toBe('phrase');
    expect(phrasingOf('Die Kosten steigen')).toBe('statement');
    expect(phrasingOf('Discounts and promotions erode realised prices')).toBe('statement');
    expect(phrasingOf('Established providers already serve most of the market')).toBe('statement');
    expect(phrasingOf('The culture rewards long hours over results')).toBe('statement');
    expect(phrasingOf('Fuel costs per passenger')).toBe('phrase');
    expect(phrasingOf('Airport charges')).toBe('phrase');
  });
});

describe('lintTree', () => {
  it('passes a clean MECE tree without findings', () => {
    const root = n('How can the airline restore an 8% margin?', [
      n('Can the airline raise revenue per passenger?', [
        n('Are fares below what passengers will pay?'),
        n('Do discounts erode realised fares?'),
      ]),
      n('Can the airline cut cost per passenger?', [n('Has fuel cost risen?'), n('Have crew costs risen?')]),
      n('Can the airline reduce fixed overheads?', [n('Is head office too large?'), n('Are IT systems duplicated?')]),
    ]);
    expect(lintTree({ root })).toEqual([]);
  });

  it('flags duplicate siblings whatever their word order or inflection', () => {
    const root = n('Why did margin fall?', [n('Fuel costs'), n('Cost of fuel'), n('Crew pay')]);
    const [dup] = lintTree({ root }).filter((f) => f.code === 'duplicate_siblings');
    expect(dup).toMatchObject({ severity: 'error', nodeIds: [root.children[0]!.id, root.children[1]!.id] });
  });

  it('tells "who" from "why" questions about the same thing', () => {
    const root = n('How can the operator reduce churn?', [
      n('Who leaves?'),
      n('Why do they leave?'),
      n('What would keep them?'),
    ]);
    expect(codes(root)).toEqual([]);
  });

  it('flags overlap once the shared dimension word is set aside, and not before', () => {
    const overlapping = n('What drives cost?', [n('Fuel costs'), n('Fuel and crew costs'), n('Airport costs')]);
    const finding = lintTree({ root: overlapping }).find((f) => f.code === 'overlapping_siblings');
    expect(finding?.params).toMatchObject({ sharedTerms: ['fuel'] });
    const clean = n('What drives revenue?', [n('Passenger revenue'), n('Cargo revenue'), n('Other income')]);
    expect(codes(clean)).not.toContain('overlapping_siblings');
  });

  it('flags a single child and more than seven children', () => {
    const only = n('Root?', [n('Only child?')]);
    expect(codes(only)).toEqual(['single_child']);
    const wide = n(
      'Root?',
      Array.from({ length: 8 }, (_, i) => n(`Branch ${String.fromCharCode(97 + i)} topic${i}?`)),
    );
    expect(lintTree({ root: wide })).toContainEqual(
      expect.objectContaining({ code: 'too_many_children', params: { count: 8, max: 7 } }),
    );
  });

  it('flags empty and over-long labels', () => {
    const root = n('Root?', [n('  '), n(`Is ${'very '.repeat(40)}long?`)]);
    const found = lintTree({ root });
    expect(found.find((f) => f.code === 'empty_label')?.severity).toBe('error');
    expect(found.find((f) => f.code === 'label_too_long')?.params).toMatchObject({ max: 160 });
    expect(codes(root, { maxLabelLength: 500 })).not.toContain('label_too_long');
  });

  it('flags questions mixed with noun phrases among siblings, naming the odd ones', () => {
    const odd = n('Pricing', [], {});
    const root = n('How can revenue grow?', [n('Can volume grow?'), n('Can share grow?'), odd]);
    const found = lintTree({ root }).find((f) => f.code === 'mixed_phrasing');
    expect(found).toMatchObject({ nodeIds: [odd.id], params: { majority: 'question', question: 2, phrase: 1 } });
  });

  it('requires claims in a hypothesis tree', () => {
    const root = n(
      'Margins fell because costs rose',
      [n('Fuel cost per passenger rose by 20%'), n('Is crew cost rising?'), n('Airport charges')],
      { status: 'untested' },
    );
    const notClaims = lintTree({ root }).filter((f) => f.code === 'hypothesis_not_claim');
    expect(notClaims.map((f) => f.params['phrasing'])).toEqual(['question', 'phrase']);
    expect(codes(root, { treeKind: 'issue' })).not.toContain('hypothesis_not_claim');
  });

  it('notes a segment split without a catch-all branch', () => {
    const open = n('Which customers churn?', [n('Prepaid customers?'), n('Postpaid customers?')], {
      dimension: 'by customer segment',
    });
    expect(lintTree({ root: open })).toContainEqual(
      expect.objectContaining({ code: 'segment_without_other', severity: 'info' }),
    );
    const closed = n('Which customers churn?', [n('Prepaid?'), n('Postpaid?'), n('All other customers?')], {
      dimension: 'by customer segment',
    });
    expect(codes(closed)).not.toContain('segment_without_other');
  });

  it('reports duplicate ids, which an editor can create by pasting', () => {
    const child = n('A?');
    const root = n('Root?', [child, { ...child, label: 'B?' }]);
    expect(lintTree(root).find((f) => f.code === 'duplicate_id')).toMatchObject({ nodeIds: [child.id] });
  });

  it('counts findings by severity', () => {
    const root = n('Root?', [n(''), n('Only?', [n('x?')])]);
    expect(countBySeverity(lintTree({ root }))).toEqual({ error: 1, warning: 1, info: 0 });
  });

  // Its speed (well under a keystroke) is a figure of bench/suites/06-domain.mjs, not of a test.
  it('lints a 300-node tree and finds the same findings on every run', () => {
    const words = ['fuel', 'crew', 'airport', 'fares', 'cargo', 'seats', 'routes', 'fleet', 'staff', 'sales'];
    const wide = n(
      'Root question?',
      Array.from({ length: 6 }, (_, i) =>
        n(
          `Is ${words[i]} driving the margin?`,
          Array.from({ length: 7 }, (_, j) =>
            n(
              `Does ${words[j]} ${words[i]} matter in region ${j}?`,
              Array.from({ length: 6 }, (_, k) => n(`Has ${words[k]} changed for ${words[j]} ${i}-${j}?`)),
            ),
          ),
        ),
      ),
    );
    const first = lintTree({ root: wide });
    expect(Array.isArray(first)).toBe(true);
    for (let run = 0; run < 3; run += 1) expect(lintTree({ root: wide })).toEqual(first);
  });
});
