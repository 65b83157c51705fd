import type { HypothesisNode, Storyline } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { storylineSupport, storylineToMarkdown } from './storyline.js';

const h = (id: string, status: HypothesisNode['status'], children: HypothesisNode[] = []): HypothesisNode => ({
  id,
  label: `H ${id}`,
  status,
  evidence: [],
  children,
});
const tree = { root: h('g', 'supported', [h('a', 'supported'), h('b', 'refuted'), h('c', 'inconclusive')]) };
const storyline: Storyline = {
  governingThought: 'Restore the margin through pricing and crew productivity',
  situation: 'Passenger numbers grew for three years.',
  complication: 'Margins fell from 8% to 2%.',
  resolution: 'Raise ancillaries and fix crew rosters.',
  keyLines: [
    {
      id: 'k1',
      statement: 'Ancillaries lag peers',
      supportingPoints: [
        { id: 'p1', text: 'Bags: EUR 4 below peers', hypothesisIds: ['a'] },
        { id: 'p2', text: 'Seat fees untapped', hypothesisIds: ['a', 'c'] },
      ],
    },
    {
      id: 'k2',
      statement: 'Fuel is not the issue',
      supportingPoints: [
        { id: 'p3', text: 'Hedging matched peers', hypothesisIds: ['b'] },
        { id: 'p4', text: 'No source', hypothesisIds: [] },
        { id: 'p5', text: 'Deleted', hypothesisIds: ['zz'] },
      ],
    },
  ],
  slides: [{ id: 's1', actionTitle: 'Ancillary revenue can add 3 points of margin', content: [] }],
};

describe('storyline support', () => {
  it('warns when a point rests on a refuted, untested or missing hypothesis, or on none', () => {
    const support = Object.fromEntries(storylineSupport(storyline, tree).map((s) => [s.pointId, s.strength]));
    expect(support).toEqual({ p1: 'supported', p2: 'mixed', p3: 'weak', p4: 'weak', p5: 'weak' });
  });

  it('copies as Markdown with the pyramid and the slide outline', () => {
    const markdown = storylineToMarkdown(storyline, {
      situation: 'Situation',
      complication: 'Complication',
      resolution: 'Resolution',
      slides: 'Slides',
    });
    expect(markdown).toContain('# Restore the margin through pricing and crew productivity');
    expect(markdown).toContain('**Complication.** Margins fell from 8% to 2%.');
    expect(markdown).toContain('## 1. Ancillaries lag peers\n\n- Bags: EUR 4 below peers\n- Seat fees untapped');
    expect(markdown).toContain('## Slides\n\n1. Ancillary revenue can add 3 points of margin');
  });
});
