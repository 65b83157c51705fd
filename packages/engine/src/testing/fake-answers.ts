/**
 * What the fake model (fake-model.ts) writes for each part: deterministic, valid for the part, and shaped
 * like a small model's answer (sometimes with its own ids). Labels differ in their content words, so
 * siblings pass the MECE lint's duplicate rule, the way a sane model's would.
 */
export interface TreeSizes {
  /** First-level branches under the root. */
  top: number;
  /** Sub-issues under each first-level branch. */
  second: number;
  /** Sub-issues under each of those. */
  third: number;
}

const WORDS = [
  'pricing',
  'volume',
  'mix',
  'channels',
  'suppliers',
  'labour',
  'energy',
  'logistics',
  'marketing',
  'service',
  'quality',
  'capacity',
  'regions',
  'products',
  'customers',
  'partners',
  'technology',
  'overheads',
  'financing',
  'regulation',
  'training',
  'maintenance',
  'inventory',
  'procurement',
  'retention',
  'onboarding',
  'billing',
  'warranty',
  'packaging',
  'forecasting',
  'scheduling',
  'utilisation',
];

/** Distinct words for the children of the node at `path` ("i.2.1"): siblings never share one. */
export function wordsFor(path: string, count: number): string[] {
  let offset = 0;
  for (const c of path) offset = (offset * 31 + c.charCodeAt(0)) % WORDS.length;
  return Array.from({ length: count }, (_, k) => WORDS[(offset + k * 5) % WORDS.length]!);
}

/** The first of our words in a label: what a label written from our words is about. */
export function wordIn(label: string): string | undefined {
  return WORDS.find((word) => label.includes(word));
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Sub-questions under `parentId`, `levels` deep; with `ids`, the model's own (bad) ids ride along. */
export function issueChildren(
  parentId: string,
  levels: number,
  sizes: TreeSizes,
  depthBelowRoot: number,
  ids: boolean,
): unknown[] {
  const count = depthBelowRoot <= 1 ? sizes.top : depthBelowRoot === 2 ? sizes.second : sizes.third;
  return wordsFor(parentId, count).map((word, k) => {
    const id = `${parentId}.${k + 1}`;
    const node: Record<string, unknown> = {
      label: `How much does ${word} in area ${id.replace(/^[a-z]\.?/, '') || 'top'} add to the gap?`,
      kind: 'driver',
    };
    if (ids) node['id'] = k === 1 ? 'same id' : `node ${id}`;
    if (levels > 1) {
      node['dimension'] = `by ${wordsFor(id, 1)[0]}`;
      node['children'] = issueChildren(id, levels - 1, sizes, depthBelowRoot + 1, ids);
    }
    return node;
  });
}

export function hypothesisChildren(parentId: string, levels: number, count: number, ids: boolean): unknown[] {
  return wordsFor(parentId, count).map((word, k) => {
    const id = `${parentId}.${k + 1}`;
    const node: Record<string, unknown> = {
      label: `${capitalise(word)} explains part of the gap in area ${id.replace(/^[a-z]\.?/, '')}`,
      notes: `Supported if ${word} accounts for more than 10% of the gap.`,
      priority: { impact: 3 + (k % 3), ease: 2 + (k % 3) },
    };
    // Every node the same id, with a space in it: what a careless small model writes.
    if (ids) node['id'] = 'H 1';
    if (levels > 1) node['children'] = hypothesisChildren(id, levels - 1, count, ids);
    return node;
  });
}

export function planRows(hypothesisIds: readonly string[]): unknown[] {
  return hypothesisIds.flatMap((id) =>
    wordsFor(id, 2).map((word, k) => ({
      hypothesisId: id,
      analysis: `${capitalise(word)} ${k === 0 ? 'benchmark' : 'trend'} for ${id}`,
      analysisType: k === 0 ? 'benchmarking' : 'cost-baseline',
      dataSources: ['Finance ledger', 'Operations reports'],
      method: `Compare ${word} against peers and over three years.`,
      owner: 'Analyst',
      due: `Week ${k + 1}`,
      priority: k === 0 ? 'high' : 'medium',
      decisionRule: {
        measure: `share of the gap explained by ${word}`,
        comparator: 'at-least',
        threshold: 10,
        unit: '%',
        text: `Supported if ${word} explains at least 10% of the gap.`,
      },
    })),
  );
}

/** About 1,300 characters each (`length` times that with longer steps), as real instructions run. */
export function instructionsFor(ids: readonly string[], length = 1): unknown[] {
  return ids.map((id) => {
    const [word = 'pricing', other = 'volume'] = wordsFor(id, 2);
    return {
      analysisId: id,
      objective: `Establish how much ${word} explains of the gap for analysis ${id}, and whether it clears the decision rule's threshold; compare with ${other} to rule out the obvious alternative explanation.`,
      dataNeeded: [
        `Monthly ${word} data for the last 36 months, by region and product line`,
        `The same period's ${other} figures at the same granularity`,
        'Peer benchmarks from the two most comparable competitors',
      ],
      steps: [
        `Extract the ${word} data and reconcile it with the finance ledger totals`,
        `Build the monthly series and index it to the first month of the period`,
        `Split the change into the part explained by ${word} and the part explained by ${other}`,
        'Compare the result with the decision rule and with the peer benchmark',
        'Write the finding in one sentence with the number that decides',
        ...Array.from(
          { length: (length - 1) * 4 },
          (_, k) =>
            `Check step ${k + 1} again against the source data, line by line, before moving on to the next analysis`,
        ),
      ],
      method: `Indexed trend analysis with a two-factor decomposition (${word} against ${other}).`,
      expectedOutput: `A line chart of the ${word} index against the ${other} index, and a bridge of the gap; the number that decides is the share of the gap explained by ${word}.`,
      pitfalls: [
        `Mixing one-off effects into the ${word} series: remove them before indexing`,
        'Comparing periods of different length: use the same months each year',
      ],
    };
  });
}

export function simulationsFor(ids: readonly string[]): unknown[] {
  return ids.map((id, k) => {
    const [word = 'pricing'] = wordsFor(id, 1);
    return {
      analysisId: id,
      dataset: {
        columns: [
          { key: 'year', label: 'Year' },
          { key: 'value', label: `${capitalise(word)} index`, unit: 'index' },
        ],
        rows: [
          { year: '2022', value: 100 },
          { year: '2023', value: 104 + k },
          { year: '2024', value: 109 + k },
        ],
      },
      chart: { type: 'line', title: `${capitalise(word)} rose ${9 + k}% in two years`, x: 'year', y: ['value'] },
      finding: `${capitalise(word)} rose ${9 + k}% in two years.`,
      implication: {
        direction: k % 3 === 2 ? 'refutes' : 'supports',
        text: `The simulated rise is ${k % 3 === 2 ? 'below' : 'above'} the threshold.`,
      },
    };
  });
}

export function statusesFor(ids: readonly string[]): unknown[] {
  return ids.map((id) => ({
    hypothesisId: id,
    status: 'untested',
    rationale: `No finding of the team bears on ${id} yet.`,
    confidence: 0,
    evidenceUsed: [],
  }));
}

export const BRIEF_ANSWER: Record<string, unknown> = {
  situation: 'The client has grown its volume for three years.',
  complication: 'Its margin fell from 8% to 2% over the same period.',
  keyQuestion: 'How can the client restore an 8% margin within 24 months?',
  decisionMakers: ['The board'],
  successCriteria: ['Margin at or above 8% within 24 months'],
  scopeIn: ['Revenue levers', 'Cost levers'],
  scopeOut: ['Mergers and acquisitions'],
  constraints: [],
  timeFrame: 'within 24 months',
};

export const READING_ANSWER: Record<string, unknown> = {
  archetype: 'profitability',
  subject: 'the client',
  industry: 'generic',
  metric: 'margin',
  baseline: '2%',
  target: '8%',
  deadline: 'within 24 months',
  direction: 'up',
  options: [],
  constraints: [],
  decisionMakers: [],
  sources: [{ field: 'metric', text: 'margin' }],
  confidence: 0.8,
  alternatives: [{ archetype: 'cost-reduction', score: 0.2 }],
  unsure: false,
};

export function storylineLines(hypothesisIds: readonly string[]): Record<string, unknown> {
  const cite = (k: number) => (hypothesisIds.length > 0 ? [hypothesisIds[k % hypothesisIds.length]!] : []);
  return {
    governingThought:
      'The client can restore its margin by repricing and cutting overheads, once the findings confirm it.',
    situation: 'Volume has grown for three years.',
    complication: 'The margin fell from 8% to 2%.',
    resolution: 'Reprice the core range and cut overheads, testing each lever first.',
    keyLines: [
      'Prices lag costs',
      'Overheads grew faster than volume',
      'The product mix shifted to low-margin lines',
    ].map((statement, k) => ({
      id: `line ${k}`,
      statement,
      supportingPoints: [{ text: `${statement}: see the analyses.`, hypothesisIds: cite(k) }],
    })),
  };
}

export const SLIDES_ANSWER = {
  slides: [
    { actionTitle: 'The margin can return to 8% within 24 months', keyLineId: 'k1', content: ['Summary'] },
    { actionTitle: 'Prices have lagged costs since 2021', keyLineId: 'k1', content: ['Price and cost index'] },
    { actionTitle: 'Overheads grew faster than volume', keyLineId: 'k2', content: ['Overhead bridge'] },
  ],
};
