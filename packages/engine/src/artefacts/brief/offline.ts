import type { Archetype, Brief, GenerationRequest } from '@caseboard/contracts';
import { reason, type Reasoning } from '../../offline/chain.js';
import type { Frame } from '../../offline/frame.js';
import { BAD_WHEN_HIGH } from '../../offline/reading/metric.js';
import { infinitive } from '../../offline/reading/nlp.js';
import { capitalise, gerund, lowerFirst, tidy, withArticle } from '../../offline/text.js';

/**
 * The offline brief: a consultant's first draft of the frame of the problem, built on the reading. Each
 * clause of the statement is sorted into what stands (situation) and what went wrong or is being weighed
 * (complication); the key question is the issue tree's root; success criteria come from the metric, target,
 * deadline and gap, and from the constraints; scope follows the first level of the decomposition; decision
 * makers are the ones the reading names, else the roles that decide such a question. Nothing is invented:
 * a deadline or a limit the reading does not give stays empty.
 */
type Role = 'fact' | 'trouble' | 'goal';

const GOAL =
  /\b(?:must|wants? to|needs? to|has to|have to|aims? to|plans? to|hopes? to|intends? to|seeks? to|(?:has |is )?committed to|is considering|is evaluating|is thinking about|is exploring|is looking (?:at|to)|is moving (?:from|to)|is debating|asks? how to|whether to|decide)\b/i;
const CHANGE =
  /\b(?:risen|rose|increased|grown|grew|climbed|jumped|surged|soared|doubled|tripled|fallen|fell|dropped|declined|decreased|slipped|shrunk|shrank|eroded|collapsed|plunged|halved|plateaued|stagnated|stalled|flat)\b/i;
const TROUBLE =
  /\b(?:los(?:es|ing|t)\b|unprofitable|faces|facing|miss(?:es)?|missed|complain\w*|struggl\w*|behind|lowest|worst|weakest|too (?:high|low|slow|long)|backlog|shortfall|overrun|only)\b/i;

function clauses(statement: string): Array<{ text: string; role: Role }> {
  const out: Array<{ text: string; role: Role }> = [];
  for (const sentence of statement.split(/(?<=[.?!])\s+/)) {
    const body = sentence.trim();
    if (!body || body.endsWith('?')) continue;
    // "..., and customer bills cannot rise" and "... while passenger numbers grew" are clauses of their own.
    for (const part of body
      .replace(/[.!]+$/, '')
      .split(
        /,?\s+(?:while|whilst|although|but)\s+|,\s+and\s+(?=\w+(?:\s\w+){0,3}\s(?:cannot|can't|must|is|are|has|have|grew|rose|fell)\b)/i,
      )) {
      const text = part.trim();
      if (!text) continue;
      const role: Role = GOAL.test(text) ? 'goal' : CHANGE.test(text) || TROUBLE.test(text) ? 'trouble' : 'fact';
      out.push({ text, role });
    }
  }
  return out;
}

function sentence(text: string): string {
  const clean = tidy(text).replace(/[,;:]+$/, '');
  return capitalise(/[.?!]$/.test(clean) ? clean : `${clean}.`);
}

/** The clause with "a regional European airline" said as the reader knows it by now: "the airline". */
function refer(text: string, r: Reasoning): string {
  const source = r.reading.sources.find((s) => s.field === 'subject')?.text;
  if (!source) return sentence(text);
  const escaped = source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sentence(
    text
      .replace(new RegExp(`\\b(?:an?|the)\\s+${escaped}(?:'s|’s)`, 'i'), `${r.frame.Sp}`)
      .replace(new RegExp(`\\b(?:an?|the)\\s+${escaped}\\b`, 'i'), r.frame.S),
  );
}

function situationOf(r: Reasoning): string {
  const f = r.frame;
  const parts: string[] = [];
  const source = r.reading.sources.find((s) => s.field === 'subject')?.text;
  if (source && source.toLowerCase().replace(/^(?:an?|the)\s+/, '') !== f.S.replace(/^the\s+/, '').toLowerCase()) {
    // "a gold miner in Western Australia": where the client is goes with what it is.
    const where = f.place && f.statement.includes(`${source} in ${f.place}`) ? ` in ${f.place}` : '';
    parts.push(`${capitalise(f.S)} is ${withArticle(source.replace(/^(?:an?|the)\s+/i, ''))}${where}.`);
  }
  const described = appositiveOf(f.statement, f.S);
  if (described && !parts.some((p) => p.includes(described))) parts.push(`${capitalise(f.S)} is ${described}.`);
  for (const clause of clauses(f.statement)) if (clause.role === 'fact') parts.push(refer(clause.text, r));
  if (f.previous && f.hasMetric) parts.push(`Until recently, ${f.Sp} ${f.M} stood at ${f.previous.text}.`);
  if (parts.length === 0) parts.push(`${capitalise(f.S)} serves its ${f.C}.`);
  return parts.join(' ');
}

/** What the statement says the client is, set off by commas after its name: "Brightwell Foods, a UK snacks maker, ...". */
function appositiveOf(statement: string, subject: string): string | undefined {
  if (!/^[A-Z]/.test(subject)) return undefined;
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped},\\s+((?:an?|the|one of)\\s[^,.;:?!]{3,120}?)[,.;:?!]`).exec(statement)?.[1];
}

function complicationOf(r: Reasoning): string {
  const f = r.frame;
  const parts = clauses(f.statement)
    .filter((c) => c.role !== 'fact')
    .map((c) => refer(c.text, r));
  if (
    r.decomposition.archetype.decision &&
    f.decision &&
    !parts.some((p) => p.toLowerCase().includes(f.decision!.toLowerCase().slice(0, 20)))
  ) {
    parts.push(`${capitalise(f.S)} is weighing whether to ${f.decision}.`);
  }
  if (parts.length === 0) parts.push(sentence(f.statement));
  return parts.join(' ');
}

const LOWERING = /^(?:lowering|reducing|cutting|hurting|harming|damaging|losing|compromising|endangering|weakening)$/i;
const RAISING = /^(?:raising|increasing|adding|exceeding)$/i;
const KEEPING = /^(?:protecting|maintaining|keeping|preserving|holding|safeguarding|sustaining|defending)$/i;

/**
 * A constraint as a rule of its own: "without lowering patient satisfaction scores" -> "Patient satisfaction
 * scores must not fall"; "while protecting margins" -> "Margins must be protected"; "while staying cash
 * positive" -> "Stay cash positive"; "customer bills cannot rise" as it is.
 */
function constraintStatement(constraint: string): string {
  const [verb = '', ...rest] = constraint.replace(/^(?:without|while|whilst)\s+/i, '').split(/\s+/);
  const thing = rest.join(' ');
  // "without losing more than 5% of volume" -> "Lose no more than 5% of volume".
  const bound = /^(.*?)\bmore than\s+(.+)$/i.exec(thing);
  if (/^without\b/i.test(constraint) && /ing$/i.test(verb) && bound)
    return capitalise(`${infinitive(verb)} ${bound[1]}no more than ${bound[2]}`);
  if (/^without\b/i.test(constraint) && LOWERING.test(verb)) return capitalise(`${thing} must not fall`);
  if (/^without\b/i.test(constraint) && RAISING.test(verb)) return capitalise(`${thing} must not rise`);
  if (/^(?:while|whilst)\b/i.test(constraint) && KEEPING.test(verb)) return capitalise(`${thing} must be protected`);
  if (/^(?:while|whilst)\s+(?:staying|remaining)\b/i.test(constraint))
    return capitalise(
      constraint.replace(/^(?:while|whilst)\s+(staying|remaining)/i, (_m, v: string) => v.replace(/ing$/, '')),
    );
  return capitalise(constraint);
}

/** The constraint as something to measure: "Patient satisfaction scores no lower than today". */
function constraintCriterion(constraint: string): string {
  const rule = constraintStatement(constraint);
  const fall = /^(.+) must not fall$/i.exec(rule);
  if (fall) return `${fall[1]} no lower than today`;
  const rise = /^(.+?) (?:must not|cannot|can't|may not|should not) (?:rise|increase|grow|go up)$/i.exec(rule);
  if (rise) return `${rise[1]} no higher than today`;
  return rule;
}

function successCriteriaOf(r: Reasoning, teamTimeFrame?: string): string[] {
  const f = r.frame;
  const criteria: string[] = [];
  const when = f.deadline ?? teamTimeFrame;
  if (f.hasMetric && f.target) {
    const deadline = when ? ` ${when}` : '';
    const better = f.direction === 'down' || BAD_WHEN_HIGH.test(f.M) ? 'at or below' : 'at or above';
    const level =
      f.target.kind === 'level'
        ? `${capitalise(f.M)} ${better} ${f.target.text}${deadline}`
        : f.target.kind === 'bound'
          ? `${capitalise(f.M)} ${f.target.text}${deadline}`
          : f.target.kind === 'change'
            ? `${capitalise(f.M)} ${f.target.text} than today${deadline}`
            : f.target.kind === 'break-even'
              ? `${capitalise(f.M)} at break-even or better${deadline}`
              : /\b(?:standard|target|pledge|limit|commitment|requirement)s?$/i.test(f.target.text)
                ? `${capitalise(f.target.text.replace(/^(?!the\b|its\b)/i, 'the '))} met${deadline}, judged on the ${f.M}`
                : `${capitalise(f.M)}: ${f.target.text}${deadline}`;
    const gap =
      f.gap && f.baseline
        ? ` (today ${f.baseline.text}: a gap of ${f.gap.text})`
        : f.baseline
          ? ` (today ${f.baseline.text})`
          : '';
    criteria.push(`${level}${gap}`);
  } else if (f.hasMetric) {
    criteria.push(
      `${capitalise(f.M)} ${f.direction === 'down' ? 'lower' : 'higher'} than today${f.baseline ? ` (${f.baseline.text})` : ''}${when ? ` ${when}` : ''}`,
    );
  }
  if (r.decomposition.archetype.decision) {
    criteria.push(
      f.options.length >= 2
        ? `A clear choice between the options (${f.options.join('; ')}), with the value each creates and the risks it carries`
        : `A clear go or no-go decision${f.decision ? ` on whether to ${f.decision}` : ''}, with the value at stake${f.amount ? ` against ${f.amount}` : ''}${when ? `, ${when}` : ''}`,
    );
  }
  for (const constraint of f.constraints) criteria.push(constraintCriterion(constraint));
  if (criteria.length === 0)
    criteria.push(`An agreed answer to the key question, backed by the analyses of the work plan`);
  return unique(criteria);
}

/** "Can the airline raise revenue per passenger?" -> "Raising revenue per passenger". */
function scopeItem(question: string, f: Frame): string {
  const prefix = new RegExp(`^can ${f.S.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'i');
  if (prefix.test(question)) {
    const rest = question.replace(prefix, '').replace(/\?$/, '');
    const [verb = '', ...words] = rest.split(' ');
    return capitalise([gerund(verb.toLowerCase()), ...words].join(' '));
  }
  return question.replace(/\?$/, '');
}

const OUT_OF_SCOPE: Partial<Record<Archetype, readonly string[]>> = {
  profitability: ['Selling or closing the business', 'Changes to the capital structure or financing'],
  'revenue-growth': ['Acquisitions as a route to growth', 'Changes to the capital structure or financing'],
  'cost-reduction': [
    'Changes to the services offered to customers beyond what the constraints allow',
    'Selling parts of the business',
  ],
  'market-entry': ['Other new markets than the one in question', 'Detailed launch planning beyond the entry decision'],
  'm-and-a': ['Other targets than the one in question', 'Post-deal integration beyond the first 100 days'],
  'regulation-carbon': ['Challenging the target itself', 'Targets beyond the stated deadline'],
  fundraising: ['Changes to the charitable programmes themselves', 'Mergers with other organisations'],
  'public-service': ['Changes to the law', 'Services outside the organisation’s remit'],
};

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function briefFor(r: Reasoning, teamTimeFrame?: string): Brief {
  const f = r.frame;
  const deciders = f.decisionMakers.length > 0 ? [...f.decisionMakers] : [...r.decomposition.archetype.deciders];
  return {
    situation: situationOf(r),
    complication: complicationOf(r),
    keyQuestion: r.decomposition.question,
    decisionMakers: unique(deciders.map((d) => capitalise(lowerFirst(d, f.names)))),
    successCriteria: successCriteriaOf(r, teamTimeFrame),
    scopeIn: unique(r.spec.children.map((child) => scopeItem(child.question, f))),
    scopeOut: [
      ...(OUT_OF_SCOPE[f.reading.archetype] ?? [
        'Changes of ownership or legal structure',
        'Implementation beyond the first 100 days',
      ]),
    ],
    constraints: unique(f.constraints.map(constraintStatement)),
    timeFrame: f.deadline ?? teamTimeFrame ?? '',
  };
}

export function offlineBrief(request: GenerationRequest): Brief {
  // The brief in the context is the team's current version: its key question shapes the reading, not the draft.
  const r = reason({ ...request, context: { ...request.context, brief: undefined } });
  // A time frame the team already set is kept when the statement gives none: a draft never blanks it.
  return briefFor(r, request.context?.brief?.timeFrame?.trim() || undefined);
}
