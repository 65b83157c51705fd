import JSZip from 'jszip';

export interface OpenedDeck {
  zip: JSZip;
  slides: string[];
  /** The text of each slide's runs, entities decoded, joined with spaces. */
  texts: string[];
  notes: string[];
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const runs = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decode(m[1]!)).join(' ');

/** Opens a .pptx and reads its slides in order, with their text and speaker notes. */
export async function openDeck(bytes: Buffer): Promise<OpenedDeck> {
  const zip = await JSZip.loadAsync(bytes);
  const count = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  const slides: string[] = [];
  const notes: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    slides.push(await zip.file(`ppt/slides/slide${i}.xml`)!.async('string'));
    const rels = await zip.file(`ppt/slides/_rels/slide${i}.xml.rels`)!.async('string');
    const target = /Target="\.\.\/notesSlides\/(notesSlide\d+\.xml)"/.exec(rels)?.[1];
    notes.push(target ? runs(await zip.file(`ppt/notesSlides/${target}`)!.async('string')) : '');
  }
  return { zip, slides, texts: slides.map(runs), notes };
}

export const countOf = (xml: string, pattern: RegExp) => [...xml.matchAll(pattern)].length;
