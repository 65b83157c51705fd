import { PassThrough, type Readable } from 'node:stream';
import JSZip from 'jszip';

/**
 * Fixes what pptxgenjs 4.0.1 writes that Microsoft PowerPoint answers with "PowerPoint found a
 * problem with content ... Repair" (LibreOffice, Keynote and schema validators let it pass):
 *
 * - `[Content_Types].xml` declares a slideMaster part per slide though only slideMaster1 exists
 *   (gitbrent/PptxGenJS#1444), and Default entries for media types the file does not contain (#1449).
 * - 2D bar and line charts list a third `<c:axId>` for a series axis that is never written (#1534).
 * - The notes master carries six placeholders PowerPoint deletes on repair (#1443); they are removed
 *   as PowerPoint's own repair does. Slides' notes keep their text.
 * - The package is written with DEFLATE, which Office requires (entries stored uncompressed are refused).
 *
 * Other known triggers are avoided where the deck is built: no empty table cells (#1380), no table
 * auto-paging (#1168), one chart colour per series, preset shape names from the library's enum, and
 * no `company` property (written unescaped, #1427).
 */
export async function repairPptx(file: Buffer): Promise<Readable> {
  const zip = await JSZip.loadAsync(file);
  const parts = new Set(Object.keys(zip.files).filter((name) => !zip.files[name]!.dir));

  const typesFile = zip.file('[Content_Types].xml');
  if (typesFile) {
    const extensions = new Set([...parts].map((name) => name.split('.').pop()!.toLowerCase()));
    const types = (await typesFile.async('string'))
      .replace(/<Override\s+PartName="\/([^"]+)"[^>]*\/>/g, (entry, part: string) => (parts.has(part) ? entry : ''))
      .replace(/<Default\s+Extension="([^"]+)"[^>]*\/>/g, (entry, ext: string) =>
        ext === 'rels' || ext === 'xml' || extensions.has(ext.toLowerCase()) ? entry : '',
      );
    zip.file('[Content_Types].xml', types);
  }

  for (const name of parts) {
    if (!/^ppt\/charts\/chart\d+\.xml$/.test(name)) continue;
    const xml = await zip.file(name)!.async('string');
    if (xml.includes('<c:serAx>')) continue;
    const fixed = xml.replace(
      /(<c:(?:bar|line)Chart>[\s\S]*?)(<c:axId val="\d+"\/><c:axId val="\d+"\/>)<c:axId val="\d+"\/>/g,
      '$1$2',
    );
    if (fixed !== xml) zip.file(name, fixed);
  }

  const notesMaster = zip.file('ppt/notesMasters/notesMaster1.xml');
  if (notesMaster) {
    const xml = await notesMaster.async('string');
    zip.file('ppt/notesMasters/notesMaster1.xml', xml.replace(/<p:sp>[\s\S]*?<\/p:sp>/g, ''));
  }

  // Compressed part by part as the response is written. JSZip's stream is an old-style one (not
  // async-iterable); a PassThrough makes it a standard stream.
  const out = new PassThrough();
  const zipped = zip.generateNodeStream({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
    streamFiles: true,
  });
  zipped.on('error', (error: Error) => out.destroy(error));
  zipped.pipe(out);
  return out;
}
