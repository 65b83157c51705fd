import { readDelimitedTable } from '@caseboard/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exampleInput } from '../../test/fixtures.js';
import { buildExport, exportToBuffer } from '../export.js';
import { sheetName } from './data-sheets.js';
import { dueCell } from './workbook.js';

async function readBack(input = exampleInput()) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportToBuffer(await buildExport('xlsx', input))) as unknown as ArrayBuffer);
  return workbook;
}

describe('the workbook', () => {
  it('has the work plan, the hypotheses and the analyses as sheets with a header row, filters and a frozen header', async () => {
    const input = exampleInput();
    const workbook = await readBack(input);
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['Work plan', 'Hypotheses', 'Analyses']);
    const plan = workbook.getWorksheet('Work plan')!;
    expect(plan.getRow(1).getCell(1).value).toBe('ID');
    expect(plan.getRow(1).getCell(2).value).toBe('Analysis');
    expect(plan.rowCount).toBe(input.document.workplan.length + 1);
    expect(plan.autoFilter).toBeTruthy();
    expect(plan.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(plan.getColumn(2).width).toBeGreaterThan(20);
    input.document.workplan.forEach((row, i) => expect(plan.getRow(i + 2).getCell(1).value).toBe(row.id));
    const hypotheses = workbook.getWorksheet('Hypotheses')!;
    expect(hypotheses.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Parent ID',
      'Level',
      'Statement',
      'Status',
      'Evidence',
      'Impact',
      'Ease',
    ]);
    expect(workbook.getWorksheet('Analyses')!.rowCount).toBe(input.document.analyses.length + 1);
  });

  it('stores ISO dues as dates and keeps relative ones ("Week 2") as the text the team wrote', async () => {
    expect(dueCell('2026-03-31')).toEqual(new Date('2026-03-31T00:00:00Z'));
    expect(dueCell('Week 2')).toBe('Week 2');
    expect(dueCell('2026-02-30')).toBe('2026-02-30');
    const input = exampleInput();
    input.document.workplan[0]!.due = '2026-03-31';
    const plan = (await readBack(input)).getWorksheet('Work plan')!;
    expect(plan.getRow(2).getCell(10).value).toEqual(new Date('2026-03-31T00:00:00Z'));
    expect(plan.getRow(2).getCell(10).numFmt).toBe('yyyy-mm-dd');
    expect(plan.getRow(3).getCell(10).value).toBe(input.document.workplan[1]!.due);
  });

  it('is valid for an empty project', async () => {
    const input = exampleInput();
    const workbook = await readBack({
      ...input,
      document: { ...input.document, workplan: [], analyses: [], hypothesisTree: null },
    });
    expect(workbook.getWorksheet('Work plan')!.rowCount).toBe(1);
  });

  it('carries each data set the analyses use as a typed sheet, once even when two analyses share it', async () => {
    const input = exampleInput();
    const id = '11111111-1111-4111-8111-111111111111';
    const table = readDelimitedTable(
      'Month,Churn,Revenue,Region\n2025-01-31,8.5%,$1200,North\n2025-02-28,9.1%,$900,South\n',
    );
    const ref = {
      id,
      name: 'churn: [Q1]?.csv',
      format: 'csv' as const,
      rowCount: 2,
      columns: table.columns,
      attachedAt: '2026-01-01',
    };
    input.document.analyses[0]!.evidence = { dataset: ref, log: [] };
    input.document.analyses[1]!.evidence = { dataset: ref, log: [] };
    const workbook = await readBack({ ...input, datasets: new Map([[id, table]]) });
    const names = workbook.worksheets.map((ws) => ws.name);
    expect(names).toHaveLength(4);
    const data = workbook.worksheets[3]!;
    expect(data.name.length).toBeLessThanOrEqual(31);
    expect(data.name).toMatch(/^Data /);
    expect(data.name).not.toMatch(/[[\]:*?/\\]/);
    expect(data.getRow(1).values).toEqual([undefined, 'Month', 'Churn', 'Revenue', 'Region']);
    expect(data.getRow(2).getCell(1).value).toEqual(new Date('2025-01-31T00:00:00Z'));
    expect(data.getRow(2).getCell(2).value).toBeCloseTo(0.085);
    expect(data.getColumn(2).numFmt).toBe('0.0%');
    expect(data.getRow(3).getCell(3).value).toBe(900);
    expect(data.getColumn(3).numFmt).toContain('USD');
    expect(data.getRow(3).getCell(4).value).toBe('South');
  });

  it("names data sheets within Excel's rules and never twice", () => {
    const taken = new Set(['analyses']);
    expect(sheetName('Analyses', taken)).toBe('Analyses (2)');
    const long = sheetName('Data A1 a very long file name that goes on and on.csv', taken);
    expect(long.length).toBeLessThanOrEqual(31);
    expect(sheetName('Data A1 a very long file name that goes on and on.csv', taken)).not.toBe(long);
    expect(sheetName('a/b\\c:d', taken)).toBe('a b c d');
  });
});
