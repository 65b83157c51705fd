import { BRIEF_FIELDS, type BriefField, type GenerationRequest } from '@caseboard/contracts';
import { briefText, treeOutline } from '../../llm/context.js';
import { Rejected, type ObjectShape } from '../../llm/object-parts.js';
import {
  answerShape,
  assemble,
  example,
  fence,
  guidance,
  problemData,
  systemPrompt,
  task,
} from '../../llm/prompt-kit.js';
import { readingDigest } from '../../llm/reading.js';
import { text } from '../../llm/rekey.js';
import { BriefAnswerSchema } from './schema.js';

export const PROMPT_VERSION = 'brief/2';

const LISTS = ['decisionMakers', 'successCriteria', 'scopeIn', 'scopeOut', 'constraints'] as const;
/** May stay empty: a brief never invents a limit or a deadline the statement does not give. */
const MAY_BE_EMPTY: readonly BriefField[] = ['constraints', 'timeFrame'];

const RULES: Record<BriefField, string> = {
  situation:
    'situation: what the statement says of the client today (who it is, the facts that stand), in 1 to 3 sentences.',
  complication:
    'complication: what changed or went wrong, or the decision that is now open and what is at stake, with the numbers of the statement.',
  keyQuestion:
    'keyQuestion: one question ending with "?", specific, actionable and time-bound: the subject, the metric, the target and the time frame as the statement gives them. If an issue tree is given, use its root question unless it is vague.',
  decisionMakers:
    'decisionMakers: the people or bodies named in the statement (e.g. "the owners", "the board"); otherwise the roles that decide such a question in such an organisation.',
  successCriteria:
    'successCriteria: measurable lines from the target, the metric and the time frame; add the gap to close when today’s level and the target are known.',
  scopeIn: 'scopeIn: the levers or questions the project will examine (a MECE split of the key question).',
  scopeOut: 'scopeOut: what it explicitly leaves out.',
  constraints:
    'constraints: only limits the statement states or clearly implies (e.g. "without lowering patient satisfaction"); an empty list when there are none.',
  timeFrame:
    'timeFrame: as stated (e.g. "within 24 months"); an empty string when the statement gives none. Never invent a deadline, a number or a name.',
};

/**
 * The brief in one call; fields a cut-off or careless answer left out (or a key question that is no
 * question) are asked for on their own, with the reason.
 */
export function briefShape(request: GenerationRequest): ObjectShape {
  const digest = readingDigest(request);
  const brief = request.context?.brief;
  const issueTree = request.context?.issueTree;
  return {
    type: 'object',
    system: systemPrompt(request.locale),
    groups: [{ part: 'whole', fields: BRIEF_FIELDS }],
    optional: MAY_BE_EMPTY,
    what: 'a complete brief',
    ask: (fields, sofar, _part, problems) => ({
      prompt: assemble([
        problemData(request, digest),
        brief &&
          briefText(brief) &&
          fence('the team’s current brief (keep what is sharp, improve what is vague)', briefText(brief)),
        issueTree && fence('issue tree', treeOutline(issueTree.root, 3_000)),
        Object.keys(sofar).length > 0 && fence('brief so far', briefText(sofar)),
        guidance(digest, ['split']),
        task(
          fields.length === BRIEF_FIELDS.length
            ? 'Draft the project brief for this problem statement, the way a consultant frames a problem before the first team meeting.'
            : `Write only these fields of the project brief: ${fields.join(', ')}.`,
          [...fields.map((f) => RULES[f as BriefField]), ...problems],
        ),
        fields.length === BRIEF_FIELDS.length &&
          example(
            'A bakery chain’s operating margin fell from 9% to 4% in two years. How can it get back to 9% by 2027?',
            {
              keyQuestion: 'How can the bakery chain lift its operating margin from 4% back to 9% by 2027?',
              successCriteria: ['Operating margin at or above 9% (4% today) by 2027'],
            },
          ),
        answerShape(
          Object.fromEntries(fields.map((f) => [f, (LISTS as readonly string[]).includes(f) ? ['...'] : '...'])),
        ),
      ]),
      schema: BriefAnswerSchema.pick(Object.fromEntries(fields.map((f) => [f, true])) as Record<BriefField, true>),
    }),
    read: (field, value, sofar) => {
      if ((LISTS as readonly string[]).includes(field)) return readList(field, value, sofar);
      const said = text(value);
      if (field === 'timeFrame') return typeof value === 'string' ? (said ?? '').slice(0, 200) : undefined;
      if (field === 'keyQuestion' && said && !said.endsWith('?'))
        return new Rejected('keyQuestion must be one question ending with "?"');
      return said;
    },
    assemble: (sofar) => ({
      situation: sofar['situation'] ?? '',
      complication: sofar['complication'] ?? '',
      keyQuestion: sofar['keyQuestion'] ?? '',
      decisionMakers: sofar['decisionMakers'] ?? [],
      successCriteria: sofar['successCriteria'] ?? [],
      scopeIn: sofar['scopeIn'] ?? [],
      scopeOut: sofar['scopeOut'] ?? [],
      constraints: sofar['constraints'] ?? [],
      timeFrame: sofar['timeFrame'] ?? '',
    }),
  };
}

const itemKey = (item: string) =>
  item
    .trim()
    .toLowerCase()
    .replace(/[.;]+$/, '');

/** A list without repeats (and, for scope out, without what is in scope); empty only where allowed. */
function readList(field: string, value: unknown, sofar: Readonly<Record<string, unknown>>): string[] | undefined {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? [value] : undefined;
  if (!raw) return undefined;
  const inScope = new Set(((sofar['scopeIn'] as string[] | undefined) ?? []).map(itemKey));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of raw) {
    const clean = text(item, 500);
    if (!clean || seen.has(itemKey(clean)) || (field === 'scopeOut' && inScope.has(itemKey(clean)))) continue;
    seen.add(itemKey(clean));
    out.push(clean);
  }
  return out.length > 0 || field === 'constraints' ? out.slice(0, 30) : undefined;
}
