import {
  ARCHETYPES,
  INDUSTRIES,
  READING_FIELDS,
  type Archetype,
  type GenerationRequest,
  type Industry,
  type ProblemReading,
  type ReadingField,
  type ReadingSource,
} from '@caseboard/contracts';
import { briefText } from '../../llm/context.js';
import { Rejected, type ObjectShape } from '../../llm/object-parts.js';
import { assemble, example, fence, statementBlock, systemPrompt, task } from '../../llm/prompt-kit.js';
import { isRecord, listOf, text } from '../../llm/rekey.js';
import { ReadingAnswerSchema } from './schema.js';

export const PROMPT_VERSION = 'reading/2';

const FIELDS = [
  'archetype',
  'subject',
  'industry',
  'metric',
  'baseline',
  'target',
  'deadline',
  'direction',
  'options',
  'constraints',
  'decisionMakers',
  'sources',
  'confidence',
  'alternatives',
  'unsure',
] as const;
const REQUIRED = new Set(['archetype', 'subject']);

/**
 * The reading in one call. The model quotes the statement for each field; the engine finds the quotes
 * and sets the offsets, and drops a quote the statement does not contain.
 */
export function readingShape(request: GenerationRequest): ObjectShape {
  const statement = request.problemStatement;
  const brief = request.context?.brief;
  return {
    type: 'object',
    system: systemPrompt(request.locale),
    groups: [{ part: 'whole', fields: FIELDS }],
    optional: FIELDS.filter((f) => !REQUIRED.has(f)),
    what: 'a reading with archetype and subject',
    ask: (fields, _sofar, _part, problems) => ({
      prompt: assemble([
        statementBlock(statement),
        brief?.keyQuestion && fence('the team’s key question', briefText({ keyQuestion: brief.keyQuestion })),
        task(
          'Read the problem statement the way an engagement manager does before writing anything: what kind of problem it is, and the facts every later artefact must keep.',
          [
            fields.length < FIELDS.length && `Write only these fields: ${fields.join(', ')}.`,
            `archetype: one of ${ARCHETYPES.join(', ')}. When two fit about equally, pick the likelier, set unsure to true and list the other first in alternatives.`,
            'subject: the client as a noun phrase that reads right inside a sentence ("the cooperative", not "the farmers").',
            `industry: one of ${INDUSTRIES.join(', ')}.`,
            'metric, baseline, target, deadline: as written in the statement; empty strings when it does not say. direction: up when more of the metric is better, down when less is.',
            'options: only the decision options the statement names; constraints: only limits it states ("customer bills cannot rise"); a constraint is never the metric. decisionMakers: only people or bodies the statement names.',
            'sources: for each field you filled, the exact words of the statement it came from.',
            'confidence: how sure you are of the archetype (0 to 1).',
            ...problems,
          ],
        ),
        example(
          'A bakery chain’s operating margin fell from 9% to 4% in two years. How can it get back to 9% by 2027?',
          {
            archetype: 'profitability',
            subject: 'the bakery chain',
            industry: 'restaurants',
            metric: 'operating margin',
            baseline: '4%',
            target: '9%',
            deadline: 'by 2027',
            direction: 'up',
            options: [],
            constraints: [],
            decisionMakers: [],
            sources: [
              { field: 'metric', text: 'operating margin' },
              { field: 'deadline', text: 'by 2027' },
            ],
            confidence: 0.85,
            alternatives: [{ archetype: 'cost-reduction', score: 0.15 }],
            unsure: false,
          },
        ),
      ]),
      schema: ReadingAnswerSchema,
    }),
    read: (field, value) => readField(field, value),
    assemble: (sofar) => assembleReading(statement, sofar),
  };
}

function strings(value: unknown, max: number, length: number): string[] {
  const list = Array.isArray(value) ? value : [];
  return list
    .map((v) => text(v, length))
    .filter((v): v is string => v !== undefined)
    .slice(0, max);
}

function readField(field: string, value: unknown): unknown {
  switch (field) {
    case 'archetype':
      return (ARCHETYPES as readonly string[]).includes(String(value))
        ? value
        : new Rejected(`archetype must be one of ${ARCHETYPES.join(', ')}`);
    case 'industry':
      return (INDUSTRIES as readonly string[]).includes(String(value)) ? value : 'generic';
    case 'subject':
      return text(value, 200);
    case 'metric':
    case 'target':
      return typeof value === 'string' ? (text(value, 200) ?? '') : undefined;
    case 'baseline':
    case 'deadline':
      return typeof value === 'string' ? (text(value, 120) ?? '') : undefined;
    case 'direction':
      return value === 'up' || value === 'down' ? value : undefined;
    case 'options':
      return strings(value, 8, 300);
    case 'constraints':
    case 'decisionMakers':
      return strings(value, 10, field === 'constraints' ? 300 : 200);
    case 'confidence': {
      const n = Number(value);
      return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : undefined;
    }
    case 'unsure':
      return typeof value === 'boolean' ? value : undefined;
    case 'sources':
    case 'alternatives':
      return Array.isArray(value) ? value : undefined;
    default:
      return undefined;
  }
}

/** Finds a quote in the statement (exactly, else ignoring case); undefined when it is not there. */
function locate(statement: string, quote: string): { start: number; end: number } | undefined {
  let start = statement.indexOf(quote);
  if (start < 0) start = statement.toLowerCase().indexOf(quote.toLowerCase());
  return start < 0 ? undefined : { start, end: start + quote.length };
}

function assembleReading(statement: string, sofar: Readonly<Record<string, unknown>>): ProblemReading {
  const archetype = (sofar['archetype'] as Archetype | undefined) ?? 'profitability';
  const sources: ReadingSource[] = [];
  for (const raw of (listOf(sofar['sources'], ['sources']) ?? []).filter(isRecord)) {
    const field = raw['field'] as ReadingField;
    const quote = text(raw['text'], 500);
    if (!(READING_FIELDS as readonly string[]).includes(field) || !quote || sources.length >= 60) continue;
    const at = locate(statement, quote);
    if (!at) continue;
    const source: ReadingSource = { field, start: at.start, end: at.end, text: statement.slice(at.start, at.end) };
    const index = Number(raw['index']);
    if (Number.isInteger(index) && index >= 0 && index <= 20) source.index = index;
    sources.push(source);
  }
  const alternatives = (listOf(sofar['alternatives'], ['alternatives']) ?? [])
    .filter(isRecord)
    .filter((a) => (ARCHETYPES as readonly string[]).includes(String(a['archetype'])) && a['archetype'] !== archetype)
    .map((a) => ({ archetype: a['archetype'] as Archetype, score: Math.min(1, Math.max(0, Number(a['score']) || 0)) }))
    .slice(0, 5);
  const reading: ProblemReading = {
    statement,
    archetype,
    subject: (sofar['subject'] as string | undefined) ?? 'the client',
    industry: (sofar['industry'] as Industry | undefined) ?? 'generic',
    metric: (sofar['metric'] as string | undefined) ?? '',
    baseline: (sofar['baseline'] as string | undefined) ?? '',
    target: (sofar['target'] as string | undefined) ?? '',
    deadline: (sofar['deadline'] as string | undefined) ?? '',
    options: (sofar['options'] as string[] | undefined) ?? [],
    constraints: (sofar['constraints'] as string[] | undefined) ?? [],
    decisionMakers: (sofar['decisionMakers'] as string[] | undefined) ?? [],
    sources,
    confidence: (sofar['confidence'] as number | undefined) ?? 0.5,
    alternatives,
    unsure: (sofar['unsure'] as boolean | undefined) ?? false,
    confirmed: false,
  };
  const direction = sofar['direction'] as 'up' | 'down' | undefined;
  if (direction) reading.direction = direction;
  return reading;
}
