import { ProjectDocumentSchema, emptyDocument, type ProjectDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { findNode } from '../document/tree-ops.js';
import { aggregateColumn } from './aggregate.js';
import { MAX_CHART_CATEGORIES, OTHER_CATEGORY, prepareChart } from './chart.js';
import {
  attachDataset,
  citeSource,
  removeSource,
  setChart,
  setDecisionRule,
  setFinding,
  setMeasure,
  setVerdict,
  type AttachedTable,
} from './commands.js';
import { parseCsv } from './csv.js';
import { readDelimitedTable } from './dataset.js';
import { decideHypotheses } from './decide.js';
import { DatasetError } from './errors.js';
import { readCurrency, readDate, readNumber } from './values.js';

const limits = { maxRows: 5, maxColumns: 4, maxCellLength: 10 };
const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DatasetError ? error.code : String(error);
  }
  return 'no error';
};

describe('reading CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF and a BOM', () => {
    const { header, rows } = parseCsv('\ufeffname,note\r\n"Smith, J","said ""hi""\nthen left"\r\nLee,\r\n\r\n');
    expect(header).toEqual(['name', 'note']);
    expect(rows).toEqual([
      ['Smith, J', 'said "hi"\nthen left'],
      ['Lee', ''],
    ]);
  });

  it('finds semicolon and tab delimiters', () => {
    expect(parseCsv('a;b\n1;2').rows).toEqual([['1', '2']]);
    expect(parseCsv('a\tb\n1\t2').rows).toEqual([['1', '2']]);
  });

  it('stops at the first limit: rows, columns, cell length; refuses binary and unclosed quotes', () => {
    expect(problem(() => parseCsv('a\n1\n2\n3\n4\n5\n6', limits))).toBe('dataset_too_many_rows');
    expect(problem(() => parseCsv('a,b,c,d,e\n1,2,3,4,5', limits))).toBe('dataset_too_many_columns');
    expect(problem(() => parseCsv('a\n12345678901', limits))).toBe('dataset_cell_too_long');
    expect(problem(() => parseCsv('a\n"12345678901"', limits))).toBe('dataset_cell_too_long');
    expect(problem(() => parseCsv('PK\u0003\u0004\u0000\u0000junk'))).toBe('dataset_unreadable');
    expect(problem(() => parseCsv('a\n"open'))).toBe('dataset_unreadable');
    expect(problem(() => parseCsv(''))).toBe('dataset_empty');
    expect(problem(() => readDelimitedTable('only,header'))).toBe('dataset_empty');
  });
});

describe('detecting types', () => {
  it('reads numbers, percentages, amounts and dates as people write them', () => {
    expect(readNumber('1,234.5', '.')).toBe(1234.5);
    expect(readNumber('1.234,5', ',')).toBe(1234.5);
    expect(readNumber('(120)', '.')).toBe(-120);
    expect(readNumber('12abc', '.')).toBeUndefined();
    expect(readCurrency('$1,200', '.')).toEqual({ value: 1200, currency: 'USD' });
    expect(readCurrency('1.200,50 EUR', ',')).toEqual({ value: 1200.5, currency: 'EUR' });
    expect(readDate('31.03.2024')).toBe('2024-03-31');
    expect(readDate('2024-02-30')).toBeUndefined();
  });

  it('types each column by its values, with the German decimal comma in semicolon files', () => {
    const table = readDelimitedTable(
      'Segment;Churn;Revenue;Month;Customers\nNew;12,5 %;1.200,50 €;2024-01-31;1.200\nOld;4 %;800 €;2024-02-29;3.400\n',
    );
    expect(table.columns.map((c) => [c.label, c.type, c.unit])).toEqual([
      ['Segment', 'text', ''],
      ['Churn', 'percent', '%'],
      ['Revenue', 'currency', 'EUR'],
      ['Month', 'date', ''],
      ['Customers', 'number', ''],
    ]);
    expect(table.rows[0]).toEqual(['New', 12.5, 1200.5, '2024-01-31', 1200]);
  });

  it('keeps a column of mixed values as text', () => {
    const table = readDelimitedTable('a\n1\nx\n');
    expect(table.columns[0]!.type).toBe('text');
    expect(table.rows).toEqual([['1'], ['x']]);
  });
});

describe('charts and measures', () => {
  const table = readDelimitedTable('region,sales,cost\nN,10,4\nS,30,9\nN,5,1\nE,-2,0\n');
  it('groups rows by x and sums each series', () => {
    const chart = prepareChart(table, { type: 'stacked-bar', x: 'c0', y: ['c1', 'c2'] });
    expect(chart).toMatchObject({ labels: ['N', 'S', 'E'], reduced: false });
    if (typeof chart === 'string') throw new Error(chart);
    expect(chart.series.map((s) => s.values)).toEqual([
      [15, 30, -2],
      [5, 9, 0],
    ]);
  });
  it('sorts a Pareto and adds the cumulative share; steps a waterfall to its total', () => {
    const pareto = prepareChart(table, { type: 'pareto', x: 'c0', y: ['c1'] });
    if (typeof pareto === 'string') throw new Error(pareto);
    expect(pareto.labels).toEqual(['S', 'N', 'E']);
    expect(pareto.cumulativeShare!.at(-1)).toBe(100);
    const waterfall = prepareChart(table, { type: 'waterfall', x: 'c0', y: ['c1'] });
    if (typeof waterfall === 'string') throw new Error(waterfall);
    expect(waterfall.steps!.at(-1)).toEqual({ label: 'total', start: 0, end: 43, kind: 'total' });
    expect(waterfall.steps![2]).toMatchObject({ start: 45, end: 43, kind: 'down' });
  });
  it('folds many categories into one and refuses text series', () => {
    const many = readDelimitedTable(`k,v\n${Array.from({ length: 100 }, (_, i) => `k${i},${i}`).join('\n')}`);
    const chart = prepareChart(many, { type: 'bar', x: 'c0', y: ['c1'] });
    if (typeof chart === 'string') throw new Error(chart);
    expect(chart.labels).toHaveLength(MAX_CHART_CATEGORIES);
    expect(chart.labels.at(-1)).toBe(OTHER_CATEGORY);
    expect(chart.series[0]!.values.reduce((a, b) => a + b, 0)).toBe(4950);
    expect(prepareChart(table, { type: 'bar', x: 'c1', y: ['c0'] })).toBe('not_numeric');
    expect(prepareChart(table, { type: 'scatter', x: 'c1', y: ['c2'] })).toMatchObject({
      points: [
        { x: 10, y: 4 },
        { x: 30, y: 9 },
        { x: 5, y: 1 },
        { x: -2, y: 0 },
      ],
    });
  });
  it('aggregates a column into the finding', () => {
    expect(aggregateColumn(table, 'c1', 'sum')).toBe(43);
    expect(aggregateColumn(table, 'c1', 'mean')).toBe(10.75);
    expect(aggregateColumn(table, 'c1', 'median')).toBe(7.5);
    expect(aggregateColumn(table, 'c0', 'mean')).toBeUndefined();
    expect(aggregateColumn(table, 'c0', 'count')).toBe(0);
  });
});

/** A governing hypothesis with two children; h1 is tested by analysis a1, h2 by a2. */
function project(): ProjectDocument {
  return ProjectDocumentSchema.parse({
    ...emptyDocument(),
    hypothesisTree: {
      root: {
        id: 'h0',
        label: 'Growth stalls because new customers leave',
        children: [
          { id: 'h1', label: 'Churn among new customers is high', children: [] },
          { id: 'h2', label: 'Onboarding is slow', children: [] },
        ],
      },
    },
    workplan: [
      {
        id: 'a1',
        hypothesisId: 'h1',
        analysis: 'Cohort churn',
        dataSources: [],
        method: '',
        owner: '',
        due: '',
        status: 'planned',
        priority: 'high',
      },
      {
        id: 'a2',
        hypothesisId: 'h2',
        analysis: 'Onboarding times',
        dataSources: [],
        method: '',
        owner: '',
        due: '',
        status: 'planned',
        priority: 'high',
      },
    ],
  });
}

const at = '2026-01-01T10:00:00.000Z';
const data = (id: string, csv: string): AttachedTable => ({
  id,
  name: `${id}.csv`,
  format: 'csv',
  ...readDelimitedTable(csv),
});
const status = (doc: ProjectDocument, id: string) => findNode(doc.hypothesisTree!, id)!.status;

describe('deciding with the data', () => {
  it('data in, measure, threshold: supported with the value; new data: refuted; the log keeps both', () => {
    let doc = project();
    const first = data('11111111-1111-4111-8111-111111111111', 'segment,churn\nA,12%\nB,13%\n');
    doc = attachDataset(doc, 'a1', first, at);
    expect(doc.analyses[0]!.evidence!.chart).toEqual({ type: 'bar', x: 'c0', y: ['c1'] });
    doc = setMeasure(doc, 'a1', first, 'c1', 'mean', at);
    expect(doc.analyses[0]!.result!.value).toBe(12.5);
    expect(status(doc, 'h1')).toBe('untested'); // no rule yet: a number alone decides nothing
    doc = setDecisionRule(
      doc,
      'a1',
      { measure: 'churn among new customers', comparator: 'above', threshold: 8, unit: '%' },
      at,
    );
    expect(doc.workplan[0]!.decisionRule!.text).toBe('Supported if churn among new customers is above 8%.');
    expect(status(doc, 'h1')).toBe('supported');
    const decision = decideHypotheses(doc).get('h1')!;
    expect(decision.decidedBy).toMatchObject({
      analysisId: 'a1',
      value: 12.5,
      by: 'rule',
      dataset: { name: first.name },
    });
    // The parent rolls up: one of one tested child holds.
    expect(status(doc, 'h0')).toBe('supported');
    expect(decideHypotheses(doc).get('h0')).toMatchObject({
      basis: 'roll-up',
      children: { supported: ['h1'], total: 2 },
    });

    const second = data('22222222-2222-4222-8222-222222222222', 'segment,churn\nA,5%\nB,6%\n');
    doc = attachDataset(doc, 'a1', second, at);
    expect(doc.analyses[0]!.result!.value).toBe(5.5);
    expect(status(doc, 'h1')).toBe('refuted');
    expect(status(doc, 'h0')).toBe('refuted');
    const log = doc.analyses[0]!.evidence!.log;
    expect(log.map((l) => [l.kind, l.value, l.direction])).toEqual([
      ['data', undefined, undefined],
      ['measure', 12.5, undefined],
      ['rule', 12.5, 'supports'],
      ['data', 5.5, 'refutes'],
    ]);
    expect(ProjectDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('a verdict overrules the number; clearing everything returns the hypothesis to untested', () => {
    let doc = setDecisionRule(
      project(),
      'a2',
      { measure: 'days to first value', comparator: 'above', threshold: 14, unit: 'days' },
      at,
    );
    doc = setFinding(doc, 'a2', 20, at);
    expect(status(doc, 'h2')).toBe('supported');
    doc = setVerdict(doc, 'a2', 'refutes', 'The sample is one region only', at);
    expect(status(doc, 'h2')).toBe('refuted');
    expect(decideHypotheses(doc).get('h2')!.decidedBy).toMatchObject({
      by: 'verdict',
      reason: 'The sample is one region only',
    });
    doc = setVerdict(doc, 'a2', undefined, '', at);
    doc = setFinding(doc, 'a2', undefined, at);
    expect(status(doc, 'h2')).toBe('untested');
  });

  it('never lets a simulated result decide, and leaves a status set by hand alone', () => {
    let doc = project();
    doc = {
      ...doc,
      analyses: [
        {
          id: 'a1',
          hypothesisId: 'h1',
          title: 'Cohort churn',
          findings: '',
          simulation: {
            analysisId: 'a1',
            hypothesisId: 'h1',
            simulated: true,
            dataset: { columns: [{ key: 'x', label: 'x' }], rows: [] },
            chart: { type: 'bar', title: 't', x: 'x', y: ['x'] },
            finding: 'Churn is 40%',
            implication: { hypothesisId: 'h1', direction: 'supports', text: 'supports' },
          },
        },
      ],
    };
    doc = setDecisionRule(doc, 'a1', { measure: 'churn', comparator: 'above', threshold: 8, unit: '%' }, at);
    expect(status(doc, 'h1')).toBe('untested');
    doc = {
      ...doc,
      hypothesisTree: {
        root: {
          ...doc.hypothesisTree!.root,
          children: doc.hypothesisTree!.root.children.map((c) =>
            c.id === 'h2' ? { ...c, status: 'parked' as const } : c,
          ),
        },
      },
    };
    doc = setFinding(doc, 'a1', 9, at);
    expect(status(doc, 'h1')).toBe('supported');
    expect(status(doc, 'h2')).toBe('parked');
  });

  it('keeps the chart and measure columns across a replacement by their labels', () => {
    let doc = project();
    const first = data('11111111-1111-4111-8111-111111111111', 'segment,churn\nA,12\n');
    doc = attachDataset(doc, 'a1', first, at);
    doc = setChart(doc, 'a1', { type: 'pareto', x: 'c0', y: ['c1'] });
    doc = setMeasure(doc, 'a1', first, 'c1', 'max', at);
    const reordered = data('22222222-2222-4222-8222-222222222222', 'churn,segment\n3,A\n7,B\n');
    doc = attachDataset(doc, 'a1', reordered, at);
    expect(doc.analyses[0]!.evidence!.chart).toEqual({ type: 'pareto', x: 'c1', y: ['c0'] });
    expect(doc.analyses[0]!.evidence!.measure).toEqual({ column: 'c0', aggregate: 'max', value: 7 });
  });

  it('cites sources on analyses and storyline points, web links only', () => {
    let doc = project();
    doc = citeSource(
      doc,
      { kind: 'analysis', id: 'a1' },
      { id: 's1', title: ' CRM export ', url: 'javascript:alert(1)', date: '2026-01', page: '' },
    );
    expect(doc.analyses[0]!.sources).toEqual([{ id: 's1', title: 'CRM export', url: '', date: '2026-01', page: '' }]);
    doc = removeSource(doc, { kind: 'analysis', id: 'a1' }, 's1');
    expect(doc.analyses[0]!.sources).toEqual([]);
    doc = {
      ...doc,
      storyline: {
        governingThought: 'g',
        situation: '',
        complication: '',
        resolution: '',
        slides: [],
        keyLines: [{ id: 'k1', statement: 's', supportingPoints: [{ id: 'p1', text: 't', hypothesisIds: [] }] }],
      },
    };
    doc = citeSource(
      doc,
      { kind: 'point', id: 'p1' },
      { id: 's2', title: 'Annual report', url: 'https://example.com/ar.pdf', date: '2025', page: '12' },
    );
    expect(doc.storyline!.keyLines[0]!.supportingPoints[0]!.sources).toHaveLength(1);
    expect(ProjectDocumentSchema.safeParse(doc).success).toBe(true);
  });
});
