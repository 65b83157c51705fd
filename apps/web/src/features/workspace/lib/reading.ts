import type { Brief, ProblemReading, ReadingField, ReadingSource } from '@caseboard/contracts';

/**
 * View helpers for the reading of the problem (the domain's reading commands change it; these only
 * look at it): which statement a reading is made of, where its fields were read, and what the
 * "sharp key question" checks make of it.
 */

/** Below this, the reader asks the consultant for the kind of problem even when it did not flag itself unsure. */
export const LOW_CONFIDENCE = 0.5;

/** The statement a generation sends and a reading is made of: the problem statement, else the key question. */
export function statementOf(problemStatement: string, brief: Pick<Brief, 'keyQuestion'>): string {
  return problemStatement.trim() || brief.keyQuestion.trim() || '?';
}

/** The words of the statement one field (or one item of a list field) was read from. */
export function sourcesOf(reading: ProblemReading, field: ReadingField, index?: number): ReadingSource[] {
  return reading.sources.filter(
    (source) => source.field === field && (index === undefined || source.index === undefined || source.index === index),
  );
}

export interface Segment {
  text: string;
  /** The fields read from these words; empty for words no field came from. */
  fields: ReadingField[];
}

/** The statement cut where sources begin and end, each piece with the fields read from it (sources may overlap). */
export function segmentsOf(reading: ProblemReading): Segment[] {
  const { statement } = reading;
  const spans = reading.sources.filter(
    (s) => s.start < s.end && s.end <= statement.length && statement.slice(s.start, s.end) === s.text,
  );
  const cuts = [...new Set([0, statement.length, ...spans.flatMap((s) => [s.start, s.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    const fields = [...new Set(spans.filter((s) => s.start <= start && s.end >= end).map((s) => s.field))];
    const last = segments.at(-1);
    if (last && last.fields.length === 0 && fields.length === 0) last.text += statement.slice(start, end);
    else segments.push({ text: statement.slice(start, end), fields });
  }
  return segments;
}

const GENERIC_SUBJECT = /^(?:the )?(?:organisation|organization|company|business|client|firm)$/i;

export type SharpCheck = 'question' | 'measurable' | 'timeBound' | 'specific';

/**
 * What makes a sharp key question, judged from the key question itself and the reading of the problem:
 * it asks for a decision, names the number that defines success, says by when, and names the client.
 */
export function sharpChecks(
  brief: Pick<Brief, 'keyQuestion' | 'timeFrame'>,
  reading: ProblemReading | undefined,
  problemStatement: string,
): Array<{ key: SharpCheck; ok: boolean }> {
  const question = brief.keyQuestion.trim() || problemStatement.trim();
  return [
    {
      key: 'question',
      ok:
        /\?\s*$/.test(question) || /^(how|what|should|which|can|where|why|wie|was|soll|welche|kann)\b/i.test(question),
    },
    { key: 'measurable', ok: Boolean(reading && reading.target.trim()) },
    { key: 'timeBound', ok: Boolean(reading?.deadline.trim() || brief.timeFrame.trim()) },
    {
      key: 'specific',
      ok: Boolean(reading && reading.subject.trim() && !GENERIC_SUBJECT.test(reading.subject.trim())),
    },
  ];
}
