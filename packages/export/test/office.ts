import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** LibreOffice and poppler's pdftotext, as `scripts/ensure-office.mjs` installs them. */
export const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
export const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';
export const hasOffice = existsSync(SOFFICE) && existsSync(PDFTOTEXT);

/** Converts a deck to PDF with LibreOffice Impress, in a profile of its own so parallel runs do not collide. */
export async function convertToPdf(pptx: Buffer, name = 'deck'): Promise<{ pdf: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'caseboard-fidelity-'));
  const input = join(dir, `${name}.pptx`);
  writeFileSync(input, pptx);
  await run(
    SOFFICE,
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      input,
    ],
    {
      timeout: 150_000,
    },
  );
  const pdf = join(dir, `${name}.pdf`);
  if (!existsSync(pdf)) throw new Error(`LibreOffice wrote no PDF for ${name}`);
  return { pdf, dir };
}

export interface Word {
  text: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface Page {
  width: number;
  height: number;
  words: Word[];
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");

/** Every word of every page with its box, from `pdftotext -bbox`. */
export async function readWords(pdf: string): Promise<Page[]> {
  const out = `${pdf}.html`;
  await run(PDFTOTEXT, ['-bbox', pdf, out], { timeout: 60_000 });
  const html = readFileSync(out, 'utf8');
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
    width: Number(page[1]),
    height: Number(page[2]),
    words: [
      ...page[3]!.matchAll(
        /<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g,
      ),
    ].map((w) => ({
      x1: Number(w[1]),
      y1: Number(w[2]),
      x2: Number(w[3]),
      y2: Number(w[4]),
      text: decode(w[5]!),
    })),
  }));
}

/** Text without any white space, so a line break in a different place does not matter. */
export const squash = (text: string) => text.replace(/\s+/g, '');

/** Pairs of words whose boxes overlap by more than a third of the smaller one: text run into other text. */
export function overlaps(words: Word[]): Array<[Word, Word]> {
  const found: Array<[Word, Word]> = [];
  for (let i = 0; i < words.length; i += 1) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length; j += 1) {
      const b = words[j]!;
      const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
      const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
      if (w <= 0 || h <= 0) continue;
      const smaller = Math.min((a.x2 - a.x1) * (a.y2 - a.y1), (b.x2 - b.x1) * (b.y2 - b.y1));
      if (smaller > 0 && (w * h) / smaller > 0.33) found.push([a, b]);
    }
  }
  return found;
}
