import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exampleInput } from '../../test/fixtures.js';
import { buildExport, exportToBuffer } from '../export.js';
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
});
