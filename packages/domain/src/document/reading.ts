import type { Archetype, ProblemReading, ProjectDocument, ReadingField } from '@caseboard/contracts';

/**
 * The reading of the problem in the document: the engine proposes it, the consultant corrects and confirms
 * it, and every generation builds on it. These are the only ways the document's reading changes.
 */
type Document = ProjectDocument;

/** Stores a reading the engine proposed; a proposal never overwrites a reading the consultant confirmed. */
export function proposeReading(document: Document, reading: ProblemReading): Document {
  if (document.reading?.confirmed && document.reading.statement === reading.statement) return document;
  return { ...document, reading: { ...reading, confirmed: false } };
}

export type ReadingEdit =
  | { field: 'archetype'; value: Archetype }
  | {
      field: Exclude<ReadingField, 'archetype' | 'options' | 'constraints' | 'decisionMakers' | 'industry'>;
      value: string;
    }
  | { field: 'industry'; value: ProblemReading['industry'] }
  | { field: 'options' | 'constraints' | 'decisionMakers'; value: string[] };

/**
 * Changes one field of the reading. Choosing the archetype answers the reader's question, so it is no longer
 * unsure; any edit makes the reading the consultant's own, to be confirmed again. A field's sources go when
 * its text no longer is the statement's.
 */
export function editReading(document: Document, edit: ReadingEdit): Document {
  const reading = document.reading;
  if (!reading) return document;
  const next: ProblemReading = { ...reading, [edit.field]: edit.value, confirmed: false };
  if (edit.field === 'archetype') {
    next.unsure = false;
    next.alternatives = reading.alternatives.filter((a) => a.archetype !== edit.value);
  }
  if (edit.field !== 'archetype' && edit.field !== 'industry') {
    next.sources = reading.sources.filter(
      (source) => source.field !== edit.field || stillSaid(edit, source.text, source.index),
    );
  }
  return { ...document, reading: next };
}

function stillSaid(edit: ReadingEdit, text: string, index: number | undefined): boolean {
  if (Array.isArray(edit.value)) return index !== undefined && edit.value[index] === text;
  return typeof edit.value === 'string' && edit.value.includes(text);
}

/** The consultant checked the reading: generation builds on it as it stands. */
export function confirmReading(document: Document): Document {
  if (!document.reading || (document.reading.confirmed && !document.reading.unsure)) return document;
  return { ...document, reading: { ...document.reading, confirmed: true, unsure: false } };
}

/** True when the statement changed since it was read: the reading should be made again. */
export function isReadingStale(reading: ProblemReading | undefined, statement: string): boolean {
  if (!reading) return true;
  return normalise(reading.statement) !== normalise(statement);
}

/** The reader asks the consultant to pick the archetype before generating. */
export function needsArchetypeChoice(reading: ProblemReading | undefined): boolean {
  return reading !== undefined && reading.unsure && !reading.confirmed;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
