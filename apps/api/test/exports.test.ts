import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, type Caller } from './support/api.js';
import { addMembership, buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: Caller;
let editor: Caller;
let viewer: Caller;
let stranger: Caller;
let projectId: number;
let emptyId: number;
let exampleId: number;

const exportUrl = (id: number, format: string) => `/api/v1/projects/${id}/export?format=${format}`;

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function slidesOf(bytes: Buffer): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  return Promise.all(names.map((name) => zip.file(name)!.async('string')));
}

beforeAll(async () => {
  t = await buildTestApp();
  const [ownerUser, editorUser, viewerUser, strangerUser] = await Promise.all(
    ['Olivia Owner', 'Ed Editor', 'Vera Viewer', 'Sam Stranger'].map((fullName) =>
      buildUser({ db: t.db, clock: t.clock, fullName }),
    ),
  );
  const sessions = await Promise.all(
    [ownerUser!, editorUser!, viewerUser!, strangerUser!].map((user) =>
      signInAs({ db: t.db, clock: t.clock, userId: user.id }),
    ),
  );
  [owner, editor, viewer, stranger] = sessions as unknown as [Caller, Caller, Caller, Caller];
  const examples = (await call(t.app, owner, 'GET', '/api/v1/projects/demo')).json() as {
    results: Array<{ id: number; documentVersion: string | null }>;
  };
  exampleId = examples.results.find((p) => p.documentVersion === '1.1')!.id;
  // The worked example's chain, owned by a user, so members of every role can be tested on it.
  const example = (await call(t.app, owner, 'GET', `/api/v1/projects/${exampleId}`)).json() as {
    projectSnapshots: Array<{ body: string }>;
  };
  const project = await buildProject({
    db: t.db,
    clock: t.clock,
    ownerId: ownerUser!.id,
    name: 'Grocery margins',
    body: example.projectSnapshots[0]!.body,
  });
  projectId = project.id;
  emptyId = (
    await buildProject({
      db: t.db,
      clock: t.clock,
      ownerId: ownerUser!.id,
      name: 'Empty',
      body: '{"version":"1.1","brief":{}}',
    })
  ).id;
  await addMembership({ db: t.db, projectId, user: editorUser!, role: 'editor' });
  await addMembership({ db: t.db, projectId, user: viewerUser!, role: 'viewer' });
});
afterAll(() => t.close());

describe('GET /api/v1/projects/{id}/export', () => {
  it.each([
    ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'PK'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK'],
    ['pdf', 'application/pdf', '%PDF'],
    ['md', 'text/markdown; charset=utf-8', '# Grocery margins'],
  ])('sends the %s file as an attachment named after the project', async (format, contentType, start) => {
    const res = await call(t.app, owner, 'GET', exportUrl(projectId, format));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Grocery margins.${format}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, start.length).toString('latin1')).toBe(start);
  });

  it('exports a deck of the whole chain with speaker notes', async () => {
    const res = await call(t.app, owner, 'GET', exportUrl(projectId, 'pptx'));
    const slides = await slidesOf(res.rawPayload);
    expect(slides.length).toBeGreaterThanOrEqual(8);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/notesSlides/'))).toBe(true);
    expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/charts/'))).toBe(true);
  });

  it('lets a viewer and an editor export what they can see, and anyone signed in export a worked example', async () => {
    for (const caller of [viewer, editor])
      expect((await call(t.app, caller, 'GET', exportUrl(projectId, 'md'))).statusCode).toBe(200);
    const example = await call(t.app, stranger, 'GET', exportUrl(exampleId, 'pptx'));
    expect(example.statusCode).toBe(200);
    expect((await slidesOf(example.rawPayload)).length).toBeGreaterThanOrEqual(8);
  });

  it('exports a classic (1.0) worked example as the chain its upgrade would show', async () => {
    const examples = (await call(t.app, stranger, 'GET', '/api/v1/projects/demo')).json() as {
      results: Array<{ id: number; documentVersion: string | null }>;
    };
    const classic = examples.results.find((p) => p.documentVersion === null)!;
    const md = await call(t.app, stranger, 'GET', exportUrl(classic.id, 'md'));
    expect(md.statusCode).toBe(200);
    expect(md.body).toContain('## Issue tree');
    expect(md.body).toContain('## Hypotheses');
    const deck = await call(t.app, stranger, 'GET', exportUrl(classic.id, 'pptx'));
    expect((await slidesOf(deck.rawPayload)).length).toBeGreaterThan(3);
  });

  it('answers a stranger exactly as it answers for a project that does not exist', async () => {
    for (const format of ['pptx', 'md']) {
      const real = await call(t.app, stranger, 'GET', exportUrl(projectId, format));
      const missing = await call(t.app, stranger, 'GET', exportUrl(projectId + 100_000, format));
      expect(real.statusCode).toBe(404);
      expect(real.body).toBe(missing.body);
      expect(real.json()).toEqual({ code: 'not_found', message: 'Not found.' });
      expect(real.headers['content-type']).toBe(missing.headers['content-type']);
      expect(real.headers['content-disposition']).toBeUndefined();
    }
  });

  it('answers 401 to an anonymous caller, whatever the format', async () => {
    for (const format of ['pptx', 'nonsense']) {
      const res = await call(t.app, anonymous, 'GET', exportUrl(projectId, format));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('refuses an unknown or missing format with 400 and a code', async () => {
    for (const url of [
      exportUrl(projectId, 'docx'),
      `/api/v1/projects/${projectId}/export`,
      `${exportUrl(projectId, 'md')}&extra=1`,
    ]) {
      const res = await call(t.app, owner, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('exports an empty project as a valid deck, workbook and PDF', async () => {
    const deck = await call(t.app, owner, 'GET', exportUrl(emptyId, 'pptx'));
    expect(deck.statusCode).toBe(200);
    const slides = await slidesOf(deck.rawPayload);
    expect(slides.length).toBeGreaterThanOrEqual(1);
    expect(slides[0]).toContain('Empty');
    for (const format of ['xlsx', 'pdf', 'md'])
      expect((await call(t.app, owner, 'GET', exportUrl(emptyId, format))).statusCode).toBe(200);
  });

  it('names the file safely when the project name has quotes, separators or letters beyond ASCII', async () => {
    await call(t.app, owner, 'PATCH', `/api/v1/projects/${emptyId}`, { name: 'Café "Nord" / Süd' });
    const res = await call(t.app, owner, 'GET', exportUrl(emptyId, 'md'));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Cafe _Nord_ _ Sud.md"; filename*=UTF-8''Caf%C3%A9%20_Nord_%20_%20S%C3%BCd.md`,
    );
  });

  it('writes headings in the language asked for', async () => {
    const german = await call(t.app, owner, 'GET', `${exportUrl(projectId, 'md')}&locale=de`);
    expect(german.body).toContain('## Arbeitsplan');
    const byHeader = await call(t.app, owner, 'GET', exportUrl(projectId, 'md'), undefined, {
      'accept-language': 'de-DE,de;q=0.9',
    });
    expect(byHeader.body).toContain('## Arbeitsplan');
  });
});

describe('the project theme', () => {
  it('starts as the default theme for every reader', async () => {
    const res = await call(t.app, viewer, 'GET', `/api/v1/projects/${projectId}/theme`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accentColor: '#1F4E79', font: 'Arial', logo: null });
  });

  it('may be changed by the owner and editors, and every export then uses it', async () => {
    const res = await call(t.app, editor, 'PATCH', `/api/v1/projects/${projectId}/theme`, {
      accentColor: '#c0392b',
      font: 'Georgia',
      logo: PNG,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accentColor: '#C0392B', font: 'Georgia', logo: PNG });
    const partial = await call(t.app, owner, 'PATCH', `/api/v1/projects/${projectId}/theme`, { font: 'Calibri' });
    expect(partial.json()).toMatchObject({ accentColor: '#C0392B', font: 'Calibri', logo: PNG });

    const deck = await call(t.app, owner, 'GET', exportUrl(projectId, 'pptx'));
    const slides = await slidesOf(deck.rawPayload);
    expect(slides.join('')).toContain('C0392B');
    expect(slides.join('')).toContain('typeface="Calibri"');
    const zip = await JSZip.loadAsync(deck.rawPayload);
    expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/media/'))).toBe(true);

    const removed = await call(t.app, owner, 'PATCH', `/api/v1/projects/${projectId}/theme`, { logo: null });
    expect(removed.json().logo).toBeNull();
  });

  it('may not be changed by a viewer, a stranger or anyone on a worked example', async () => {
    expect(
      (await call(t.app, viewer, 'PATCH', `/api/v1/projects/${projectId}/theme`, { font: 'Arial' })).json(),
    ).toMatchObject({ code: 'forbidden' });
    const hidden = await call(t.app, stranger, 'PATCH', `/api/v1/projects/${projectId}/theme`, { font: 'Arial' });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call(t.app, owner, 'PATCH', `/api/v1/projects/${exampleId}/theme`, { font: 'Arial' })).statusCode,
    ).toBe(403);
  });

  it('refuses colours, fonts and logos it cannot use', async () => {
    const url = `/api/v1/projects/${projectId}/theme`;
    const cases: Array<[unknown, string]> = [
      [{ accentColor: 'red' }, 'validation_failed'],
      [{ accentColor: '#12345' }, 'validation_failed'],
      [{ font: 'Comic Sans MS' }, 'validation_failed'],
      [{ logo: 'https://example.com/logo.png' }, 'validation_failed'],
      [{ logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'validation_failed'],
      [{ logo: `data:image/jpeg;base64,${PNG.split(',')[1]}` }, 'invalid_image'],
      [{ logo: 'data:image/png;base64,aGVsbG8gd29ybGQ=' }, 'invalid_image'],
      [{ logo: `data:image/png;base64,${'A'.repeat(273_200)}` }, 'validation_failed'],
      [{ owner: 1 }, 'validation_failed'],
    ];
    for (const [body, code] of cases) {
      const res = await call(t.app, owner, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const huge = await call(t.app, owner, 'PATCH', url, { logo: `data:image/png;base64,${'A'.repeat(400_000)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });
});
