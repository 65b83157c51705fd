import { artefactSchemas } from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { ARTEFACTS } from '../artefacts/index.js';

/**
 * Statements phrased the way people actually write them: a role instead of the company, no question, no
 * numbers, passive voice, a pronoun for the measure, a bare company name, almost nothing at all. The engine
 * must still answer every artefact with a valid, lint-clean result.
 */
const STATEMENTS = [
  'Our client, a mid-sized German machinery manufacturer, has seen EBITDA decline for three consecutive years. What should it do?',
  'How can a national postal service return to profitability as letter volumes decline 8% a year?',
  'The CFO of a pharmaceutical company asks how to reduce procurement spend by EUR 50M.',
  'Should a Brazilian retailer expand into Mexico?',
  'A private equity firm is considering buying a chain of dental clinics. What is it worth?',
  'A streaming service is considering raising its subscription price by 20%.',
  "A car maker's plant in Spain has the lowest productivity in the group. How can it close the gap?",
  'Nurse turnover at a regional hospital is 25% per year. How can it be reduced?',
  'A regional government wants to increase vaccination rates among adults from 60% to 80%.',
  'Should a chemical company build a new EUR 1bn cracker in the US Gulf Coast?',
  'A gym chain is losing members to low-cost competitors. How can it win them back?',
  'A logistics firm needs more warehouse capacity in Europe. Where should it build?',
  'Revenue at an online travel agency dropped 15% after a Google algorithm change.',
  "Acme Corp's gross margin has collapsed.",
  'We are losing money.',
];

describe('the offline engine on awkwardly phrased statements', () => {
  it.each(STATEMENTS)('answers every artefact for: %s', (problemStatement) => {
    const request = { problemStatement };
    const tree = ARTEFACTS['issue-tree'].offline(request);
    expect(tree.root.children.length).toBeGreaterThanOrEqual(3);
    expect(tree.root.children.length).toBeLessThanOrEqual(7);
    expect(lintTree(tree).filter((f) => f.severity === 'error')).toEqual([]);
    expect(tree.root.label.length).toBeLessThanOrEqual(160);
    for (const kind of [
      'brief',
      'hypothesis-tree',
      'psw',
      'analysis-instructions',
      'analysis-simulation',
      'hypothesis-status',
      'storyline',
    ] as const) {
      const artefact = ARTEFACTS[kind].offline(request);
      expect(artefactSchemas[kind].safeParse(artefact).success).toBe(true);
    }
  });

  it('finds the organisation behind a role and a measure behind a pronoun', () => {
    const cfo = ARTEFACTS['issue-tree'].offline({ problemStatement: STATEMENTS[2]! });
    expect(cfo.root.label).toBe('How can the pharmaceutical company reduce procurement spend by EUR 50M?');
    const nurses = ARTEFACTS['issue-tree'].offline({ problemStatement: STATEMENTS[7]! });
    expect(nurses.root.label).toBe('How can nurse turnover be reduced?');
    expect(nurses.root.children[0]!.label).toMatch(/nurses leaving/);
  });
});
