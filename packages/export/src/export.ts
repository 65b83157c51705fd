import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@caseboard/contracts';
import { PassThrough, Readable } from 'node:stream';
import type { ExportInput } from './input.js';

export interface ExportFile {
  contentType: string;
  /** The file as it is written: a stream for the binary formats, so large ones leave as they are made. */
  body: Readable;
}

// The format libraries (pptxgenjs, PDFKit, ExcelJS) take about half a second to load: they are
// imported on the first export that needs them, not when the server starts.
const deckModule = () => import('./deck/build-deck.js');

/** Builds one export of a project. */
export async function buildExport(format: ExportFormat, input: ExportInput): Promise<ExportFile> {
  const contentType = EXPORT_CONTENT_TYPES[format];
  switch (format) {
    case 'pptx': {
      const [{ buildDeck }, { renderPptxStream }] = await Promise.all([deckModule(), import('./pptx/render.js')]);
      return { contentType, body: await renderPptxStream(buildDeck(input)) };
    }
    case 'pdf': {
      const [{ buildDeck }, { renderPdf }, { resolveTheme }] = await Promise.all([
        deckModule(),
        import('./pdf/render.js'),
        import('./theme/resolve.js'),
      ]);
      return {
        contentType,
        body: renderPdf(buildDeck(input), resolveTheme(input.theme).pdfFont) as unknown as Readable,
      };
    }
    case 'xlsx': {
      const { buildWorkbook } = await import('./xlsx/workbook.js');
      const workbook = buildWorkbook(input);
      // ExcelJS zips as it writes: the response starts before the workbook is complete.
      const stream = new PassThrough();
      workbook.xlsx.write(stream).then(
        () => stream.end(),
        (error: unknown) => stream.destroy(error as Error),
      );
      return { contentType, body: stream };
    }
    case 'md': {
      const { buildMarkdown } = await import('./markdown/chain.js');
      return { contentType, body: Readable.from([Buffer.from(buildMarkdown(input), 'utf8')]) };
    }
  }
}

/** Reads a whole export into memory (tests, benchmarks). */
export async function exportToBuffer(file: ExportFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
