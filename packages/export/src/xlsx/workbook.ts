import type { HypothesisNode, ProjectDocument } from '@caseboard/contracts';
import { walkTree } from '@caseboard/contracts';
import { findNode } from '@caseboard/domain';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { ExportInput } from '../input.js';
import { labelsFor, type Labels } from '../labels.js';
import { resolveTheme } from '../theme/resolve.js';
import { addDataSheets } from './data-sheets.js';

interface Column {
  header: string;
  key: string;
  width: number;
  wrap?: boolean;
  date?: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A due date as the workbook stores it: an ISO date becomes a real date (sortable, filterable by
 * month); anything else ("Week 2", "Q3") stays the text the team wrote, since a relative week has
 * no start the workbook could count from.
 */
export function dueCell(due: string): Date | string {
  if (ISO_DATE.test(due)) {
    const date = new Date(`${due}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(due)) return date;
  }
  return due;
}

function sheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: Column[],
  rows: Array<Record<string, unknown>>,
  accent: string,
  font: string,
) {
  const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  for (const row of rows) ws.addRow(row);
  const header = ws.getRow(1);
  header.font = { name: font, bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${accent}` } };
  header.alignment = { vertical: 'middle' };
  header.height = 20;
  columns.forEach((column, index) => {
    const col = ws.getColumn(index + 1);
    col.alignment = { vertical: 'top', wrapText: column.wrap ?? false };
    if (column.date) col.numFmt = 'yyyy-mm-dd';
  });
  ws.eachRow((row, number) => {
    if (number > 1) row.font = { name: font };
  });
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: columns.length } };
  return ws;
}

function workplanSheet(
  workbook: ExcelJS.Workbook,
  document: ProjectDocument,
  labels: Labels,
  accent: string,
  font: string,
) {
  const w = labels.workplan;
  const tree = document.hypothesisTree;
  const columns: Column[] = [
    { header: w.id, key: 'id', width: 8 },
    { header: w.analysis, key: 'analysis', width: 44, wrap: true },
    { header: `${w.hypothesis} ID`, key: 'hypothesisId', width: 12 },
    { header: w.hypothesis, key: 'hypothesis', width: 44, wrap: true },
    { header: w.type, key: 'type', width: 18 },
    { header: w.decisionRule, key: 'rule', width: 44, wrap: true },
    { header: w.dataSources, key: 'sources', width: 36, wrap: true },
    { header: w.method, key: 'method', width: 50, wrap: true },
    { header: w.owner, key: 'owner', width: 20 },
    { header: w.due, key: 'due', width: 12, date: true },
    { header: w.status, key: 'status', width: 13 },
    { header: w.priority, key: 'priority', width: 10 },
  ];
  const rows = document.workplan.map((row) => ({
    id: row.id,
    analysis: row.analysis,
    hypothesisId: row.hypothesisId,
    hypothesis: tree ? (findNode(tree, row.hypothesisId)?.label ?? '') : '',
    type: row.analysisType ?? '',
    rule: row.decisionRule?.text ?? '',
    sources: row.dataSources.join('\n'),
    method: row.method,
    owner: row.owner,
    due: dueCell(row.due),
    status: w.statuses[row.status],
    priority: w.priorities[row.priority],
  }));
  sheet(workbook, w.title, columns, rows, accent, font);
}

function hypothesesSheet(
  workbook: ExcelJS.Workbook,
  document: ProjectDocument,
  labels: Labels,
  accent: string,
  font: string,
) {
  const b = labels.workbook;
  const rows: Array<Record<string, unknown>> = [];
  if (document.hypothesisTree) {
    walkTree<HypothesisNode>(document.hypothesisTree.root, (node, depth, parent) => {
      rows.push({
        id: node.id,
        parent: parent?.id ?? '',
        level: depth,
        statement: node.label,
        status: labels.status[node.status],
        evidence: node.evidence.map((e) => `${e.direction}: ${e.text}${e.source ? ` (${e.source})` : ''}`).join('\n'),
        impact: node.priority?.impact ?? null,
        ease: node.priority?.ease ?? null,
      });
    });
  }
  const columns: Column[] = [
    { header: labels.workplan.id, key: 'id', width: 10 },
    { header: b.parent, key: 'parent', width: 12 },
    { header: b.level, key: 'level', width: 7 },
    { header: b.statement, key: 'statement', width: 70, wrap: true },
    { header: labels.workplan.status, key: 'status', width: 14 },
    { header: b.evidence, key: 'evidence', width: 60, wrap: true },
    { header: b.impact, key: 'impact', width: 9 },
    { header: b.ease, key: 'ease', width: 9 },
  ];
  sheet(workbook, b.hypotheses, columns, rows, accent, font);
}

function analysesSheet(
  workbook: ExcelJS.Workbook,
  document: ProjectDocument,
  labels: Labels,
  accent: string,
  font: string,
) {
  const b = labels.workbook;
  const m = labels.markdown;
  const rows = document.analyses.map((entry) => {
    const i = entry.instructions;
    const instructions = i
      ? [
          `${labels.analysis.objective}: ${i.objective}`,
          `${m.dataNeeded}: ${i.dataNeeded.join('; ')}`,
          `${m.steps}: ${i.steps.map((step, n) => `${n + 1}. ${step}`).join(' ')}`,
          `${labels.analysis.method}: ${i.method}`,
          `${m.expectedOutput}: ${i.expectedOutput}`,
          `${m.pitfalls}: ${i.pitfalls.join('; ')}`,
        ].join('\n')
      : '';
    return {
      id: entry.id,
      hypothesisId: entry.hypothesisId,
      title: entry.title,
      instructions,
      value: entry.result?.value ?? null,
      verdict: entry.result?.verdict ? labels.analysis.verdict[entry.result.verdict] : '',
      reason: entry.result?.reason ?? '',
      source: entry.result?.source ?? '',
      findings: entry.findings,
      simulated: entry.simulation ? entry.simulation.finding : '',
    };
  });
  const columns: Column[] = [
    { header: labels.workplan.id, key: 'id', width: 8 },
    { header: `${labels.workplan.hypothesis} ID`, key: 'hypothesisId', width: 12 },
    { header: b.title, key: 'title', width: 36, wrap: true },
    { header: b.instructions, key: 'instructions', width: 70, wrap: true },
    { header: b.resultValue, key: 'value', width: 12 },
    { header: b.verdict, key: 'verdict', width: 22 },
    { header: b.reason, key: 'reason', width: 40, wrap: true },
    { header: b.resultSource, key: 'source', width: 28, wrap: true },
    { header: b.findings, key: 'findings', width: 60, wrap: true },
    { header: b.simulated, key: 'simulated', width: 50, wrap: true },
  ];
  sheet(workbook, b.analyses, columns, rows, accent, font);
}

/**
 * The workbook: the work plan, the hypotheses and the analyses, each a filterable sheet with a frozen
 * header, then the team's data sets the analyses use, one sheet each.
 */
export function buildWorkbook(input: ExportInput): ExcelJS.Workbook {
  const labels = labelsFor(input.locale);
  const theme = resolveTheme(input.theme);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Caseboard';
  workbook.created = input.generatedAt;
  workbook.title = input.projectName;
  workplanSheet(workbook, input.document, labels, theme.accent, theme.font);
  hypothesesSheet(workbook, input.document, labels, theme.accent, theme.font);
  analysesSheet(workbook, input.document, labels, theme.accent, theme.font);
  addDataSheets(workbook, input.document, input.datasets ?? new Map(), labels, theme);
  return workbook;
}

/** Writes the workbook to a stream as it is zipped, so a large one does not sit in memory twice. */
export async function writeWorkbook(input: ExportInput, out: Writable): Promise<void> {
  await buildWorkbook(input).xlsx.write(out);
}
