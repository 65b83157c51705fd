import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { Deflate, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Caller } from '../support/api.js';
import { buildProject, buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

/**
 * Hostile uploads of data sets: each is refused with a 4xx and a `dataset_*` (or size) code, the server
 * keeps answering, and the data stored before is still there. Parsing runs in a worker with a time and
 * heap limit (apps/api/src/modules/evidence/parser.ts); these tests assert outcomes, not times.
 */

let t: TestApp;
let owner: Caller;
let projectId: number;
let keptId: string;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload = (body: Buffer | string, type: string, name = 'hostile') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/datasets?name=${name}`,
    headers: { ...owner.headers, 'content-type': type },
    payload: body,
  });

async function stillServing() {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const kept = await call(t.app, owner, 'GET', `/api/v1/projects/${projectId}/datasets/${keptId}`);
  expect(kept.statusCode).toBe(200);
  expect(kept.json().rows).toEqual([['North', 12]]);
}

async function validWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(['Region', 'Sales']);
  sheet.addRow(['North', 12]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** `size` bytes of one character, deflated as they stream, so the test never holds them inflated. */
function deflatedRun(size: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 6 }, (chunk) => chunks.push(chunk));
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  for (let done = 0; done < size; done += block.length) deflate.push(block, done + block.length >= size);
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A zip whose one stored entry is replaced by raw deflated bytes, declaring `declared` bytes inflated. */
function withBombPart(base: Uint8Array, name: string, deflated: Uint8Array, declared: number): Buffer {
  const parts = unzipSync(base);
  const placeholder = new Uint8Array(deflated.length);
  const zipped = zipSync({ ...parts, [name]: [placeholder, { level: 0 }] } as Zippable);
  const bytes = Buffer.from(zipped);
  // Point the entry at the deflated bytes: method 8 and the sizes, in its local and central headers.
  const nameBytes = Buffer.from(name);
  for (let i = bytes.indexOf(nameBytes); i !== -1; i = bytes.indexOf(nameBytes, i + 1)) {
    const local = bytes.readUInt32LE(i - 30) === 0x04034b50 ? i - 30 : -1;
    const central = bytes.readUInt32LE(i - 46) === 0x02014b50 ? i - 46 : -1;
    if (local >= 0) {
      bytes.writeUInt16LE(8, local + 8);
      bytes.writeUInt32LE(deflated.length, local + 18);
      bytes.writeUInt32LE(declared, local + 22);
      bytes.set(deflated, local + 30 + nameBytes.length + bytes.readUInt16LE(local + 28));
    }
    if (central >= 0) {
      bytes.writeUInt16LE(8, central + 10);
      bytes.writeUInt32LE(deflated.length, central + 20);
      bytes.writeUInt32LE(declared, central + 24);
    }
  }
  return bytes;
}

beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildUser({ db: t.db, clock: t.clock });
  owner = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
  projectId = (await buildProject({ db: t.db, clock: t.clock, ownerId: user.id })).id;
  const kept = await upload('Region,Sales\nNorth,12\n', 'text/csv', 'kept.csv');
  expect(kept.statusCode, kept.body).toBe(201);
  keptId = kept.json().id;
});
afterAll(() => t.close());

describe('hostile data sets', () => {
  it('a zip bomb workbook (a sheet inflating to 80 MB) is refused before it is inflated', async () => {
    const size = 80 * 1024 * 1024;
    const bomb = withBombPart(await validWorkbook(), 'xl/worksheets/sheet1.xml', deflatedRun(size), size);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, XLSX);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('dataset_unsafe_archive');
    await stillServing();
  });

  it('a zip bomb that lies about its size inflates no further than it claims, and is refused', async () => {
    const liar = withBombPart(await validWorkbook(), 'xl/worksheets/sheet1.xml', deflatedRun(80 * 1024 * 1024), 2_000);
    const res = await upload(liar, XLSX);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/^dataset_(unreadable|empty)$/);
    await stillServing();
  });

  it('XML entity expansion (billion laughs) in a workbook part is refused', async () => {
    const parts = unzipSync(await validWorkbook());
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
      ']><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>&lol9;</t></si></sst>';
    parts['xl/sharedStrings.xml'] = strToU8(laughs);
    const res = await upload(Buffer.from(zipSync(parts)), XLSX);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('dataset_unsafe_xml');
    await stillServing();
  });

  it('a CSV of 10,000 columns is refused on its first line', async () => {
    const header = Array.from({ length: 10_000 }, (_, i) => `col${i}`).join(',');
    const res = await upload(`${header}\n${'1,'.repeat(9_999)}1\n`, 'text/csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('dataset_too_many_columns');
    await stillServing();
  });

  it('binary junk is refused as CSV and as a workbook', async () => {
    let seed = 7;
    const junk = Buffer.from(Array.from({ length: 64 * 1024 }, () => (seed = (seed * 1103515245 + 12345) & 0xff)));
    for (const [type, code] of [
      ['text/csv', 'dataset_unreadable'],
      [XLSX, 'dataset_unreadable'],
      ['application/octet-stream', 'dataset_unreadable'],
    ] as const) {
      const res = await upload(junk, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().code, type).toBe(code);
    }
    // A zip that is no workbook, and a truncated workbook.
    const notBook = await upload(Buffer.from(zipSync({ 'readme.txt': strToU8('hello') })), XLSX);
    expect(notBook.json().code).toBe('dataset_unreadable');
    const truncated = await upload(Buffer.from((await validWorkbook()).subarray(0, 300)), XLSX);
    expect(truncated.statusCode).toBe(400);
    await stillServing();
  });

  it('a 60 MB CSV is cut off as it streams in: 413, long before 60 MB are sent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const total = 60 * 1024 * 1024;
    const chunk = Buffer.from(`${'1234567,'.repeat(8191)}1234567\n`); // 64 KiB a line
    for (const lengthKnown of [true, false]) {
      let sent = 0;
      let answered = false;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/api/v1/projects/${projectId}/datasets?name=big.csv`,
            headers: {
              ...owner.headers,
              'content-type': 'text/csv',
              ...(lengthKnown ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
            },
          },
          (res) => {
            answered = true;
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          // The server may close the connection once it has answered; the answer is what counts.
          if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        });
        const pump = () => {
          while (sent < total && !answered) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        pump();
      }).catch(() => ({ status: 0, body: '' }));
      expect(answer.status, `length known: ${lengthKnown}`).toBe(413);
      expect(JSON.parse(answer.body).code).toBe('payload_too_large');
      expect(sent).toBeLessThan(total);
    }
    await stillServing();
  });
});
