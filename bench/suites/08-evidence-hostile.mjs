// Hostile data files against the upload's parse worker (apps/api/dist/modules/evidence/parser.js, the
// thread with time and heap limits the server hands every upload to): how long each takes to be
// refused, against a valid 100-row CSV read in the same run. Goal (evidence issue): every hostile file
// answers within 2 s. The refusal codes are asserted in apps/api/test/hardening/hostile-datasets.test.ts
// (with the 60 MB CSV, which the HTTP layer cuts off before any parsing); here only the time counts.
// BENCH_EVIDENCE_RUNS (5) sets the repetitions; a median over the goal sets the exit code to 1.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { root } from '../lib.mjs';

const RUNS = Number(process.env.BENCH_EVIDENCE_RUNS ?? 5);
const GOAL_MS = 2_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function workbookParts() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(['Region', 'Sales']);
  sheet.addRow(['North', 12]);
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

async function hostileFiles() {
  const parts = await workbookParts();
  // A sheet of 200 MB of spaces, deflated to a few hundred KB, sizes declared honestly.
  const bomb = zipSync({
    ...parts,
    'xl/worksheets/sheet1.xml': [new Uint8Array(200 * 1024 * 1024).fill(0x20), { level: 9 }],
  });
  const entities = Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ).join('');
  const laughs = zipSync({
    ...parts,
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${entities}]>` +
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1">' +
        '<si><t>&lol9;</t></si></sst>',
    ),
  });
  const header = Array.from({ length: 10_000 }, (_, i) => `col${i}`).join(',');
  let seed = 7;
  const junk = Uint8Array.from({ length: 1024 * 1024 }, () => (seed = (seed * 1103515245 + 12345) & 0xff));
  return [
    [
      'valid CSV, 100 rows',
      'csv',
      strToU8(['Region,Sales', ...Array.from({ length: 100 }, (_, i) => `R${i},${i}`)].join('\n')),
    ],
    ['zip bomb workbook (200 MB sheet)', 'xlsx', bomb],
    ['entity expansion (billion laughs)', 'xlsx', laughs],
    ['CSV of 10,000 columns', 'csv', strToU8(`${header}\n${'1,'.repeat(9_999)}1\n`)],
    ['1 MB binary junk as CSV', 'csv', junk],
    ['1 MB binary junk as a workbook', 'xlsx', junk],
  ];
}

export async function run() {
  const { createTableParser } = await import(
    pathToFileURL(join(root, 'apps/api/dist/modules/evidence/parser.js')).href
  );
  const parser = createTableParser({ concurrency: 1 });
  console.info(`\nHostile data files through the parse worker (median of ${RUNS} runs; goal ${GOAL_MS} ms each)`);
  let missed = false;
  try {
    const files = await hostileFiles();
    let baseline;
    for (const [label, kind, bytes] of files) {
      const times = [];
      let outcome = '';
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        outcome = await parser.parse(bytes, kind).then(
          (table) => `read (${table.rows.length} rows)`,
          (error) => `refused: ${error.code ?? error.message}`,
        );
        times.push(performance.now() - started);
      }
      const ms = median(times);
      baseline ??= ms;
      const hostile = label !== files[0][0];
      const over = hostile && (ms > GOAL_MS || !outcome.startsWith('refused'));
      if (over) missed = true;
      console.info(
        `  ${label.padEnd(36)} ${(bytes.length / 1024).toFixed(0).padStart(6)} KB  ${ms.toFixed(1).padStart(8)} ms` +
          `  (x${(ms / baseline).toFixed(1)} the valid file)  ${outcome}` +
          (hostile ? (over ? '  OVER GOAL' : '  within goal') : ''),
      );
    }
  } finally {
    await parser.close();
  }
  if (missed) process.exitCode = 1;
}
