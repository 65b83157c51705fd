import type { Archetype, GenerationRequest, ProblemReading } from '@caseboard/contracts';
import { readProblem } from '../offline/reading/read.js';

/**
 * What every prompt knows about the problem before the task: the reading the consultant confirmed (or the
 * engine proposed) when the request carries it, else the offline reader's proposal for the statement (the
 * web app always sends the document's reading; API clients may not).
 */
export interface ReadingDigest {
  archetype: Archetype;
  /** The consultant confirmed it; otherwise it is a proposal the model may correct. */
  confirmed: boolean;
  /** Where it came from: the request's reading, or a quick reading of the statement. */
  source: 'reading' | 'quick';
  subject?: string | undefined;
  industry?: string | undefined;
  metric?: string | undefined;
  baseline?: string | undefined;
  target?: string | undefined;
  deadline?: string | undefined;
  direction?: 'up' | 'down' | undefined;
  options: string[];
  constraints: string[];
  decisionMakers: string[];
}

export function readingDigest(request: GenerationRequest): ReadingDigest {
  const reading = request.context?.reading;
  return reading ? fromReading(reading) : quickReading(request.problemStatement);
}

function fromReading(reading: ProblemReading): ReadingDigest {
  const blank = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    archetype: reading.archetype,
    confirmed: reading.confirmed,
    source: 'reading',
    subject: blank(reading.subject),
    industry: reading.industry === 'generic' ? undefined : reading.industry,
    metric: blank(reading.metric),
    baseline: blank(reading.baseline),
    target: blank(reading.target),
    deadline: blank(reading.deadline),
    direction: reading.direction,
    options: reading.options,
    constraints: reading.constraints,
    decisionMakers: reading.decisionMakers,
  };
}

function quickReading(statement: string): ReadingDigest {
  return { ...fromReading(readProblem(statement)), source: 'quick' };
}

/** The gap to close in one line ("operating margin from 2% to 8%, within 24 months"), or undefined. */
export function gapOf(digest: ReadingDigest): string | undefined {
  if (!digest.metric || (!digest.baseline && !digest.target)) return undefined;
  const from = digest.baseline ? ` from ${digest.baseline}` : '';
  const to = digest.target ? ` to ${digest.target}` : '';
  const by = digest.deadline ? `, ${digest.deadline}` : '';
  return `${digest.metric}${from}${to}${by}`;
}
