import type { HypothesisNode, Industry, IssueTree, TreeNode } from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';
import { INDUSTRY_PROFILES } from '../offline/industries/index.js';
import { archetypeFits, type EvalCase } from './cases.js';
import type { ChainRun } from './chain.js';
import {
  contentWords,
  figuresOf,
  hasFigure,
  holdsPhrase,
  isFunctionWord,
  keepsName,
  namesOf,
  splitFigure,
  wordShare,
  type Figure,
} from './text.js';

/**
 * The rubric a senior engagement manager scores a generated chain on, as named pass/fail checks with a
 * reason each: is the problem read right (archetype, subject), is everything the statement says kept
 * (figures, names, options, constraints), does it speak the client's industry, is the key question a real
 * question with the target or the decision in it, are hypotheses claims, is every text grammatical, are
 * statuses and storyline honest about illustrations, and is the tree well shaped.
 */
export const CHECKS = [
  'archetype',
  'subject',
  'figures',
  'names',
  'options',
  'constraints',
  'industry',
  'keyQuestion',
  'claims',
  'grammar',
  'honesty',
  'shape',
] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckResult {
  pass: boolean;
  /** Why, in a few words: "ok", "missing 2.5bn", "read pricing, not investment-case". */
  reason: string;
  /** The reason as a table cell: "ok", "-" (nothing to check), "miss 2.5bn", "3 faults". */
  short: string;
  /** The full findings, one a line, for the details below the table. */
  details: string[];
  /** True when the statement gives the check nothing to look for (no options named, say). */
  notApplicable?: boolean;
}

export interface CaseRubric {
  id: string;
  archetype: string;
  industry: string;
  checks: Record<CheckName, CheckResult>;
}

/** The share of cases each check must pass on, and the bars across cases. */
export const BARS = {
  checks: {
    archetype: 0.9,
    subject: 1,
    figures: 1,
    names: 1,
    options: 1,
    constraints: 1,
    industry: 1,
    keyQuestion: 1,
    claims: 1,
    grammar: 1,
    honesty: 1,
    shape: 1,
  } satisfies Record<CheckName, number>,
  /** Largest share of content words two trees of different cases may have in common. */
  maxOverlap: 0.45,
  /** Share of cases that must get a tree of their own (15 of 20). */
  distinctShare: 0.75,
} as const;

const ok = (): CheckResult => ({ pass: true, reason: 'ok', short: 'ok', details: [] });
const na = (reason: string): CheckResult => ({ pass: true, reason, short: '-', details: [], notApplicable: true });
const fail = (details: string[], short?: string): CheckResult => ({
  pass: false,
  reason: details[0]!.length > 80 ? `${details[0]!.slice(0, 77)}...` : details[0]!,
  short: short ?? (details.length === 1 ? details[0]!.split(':')[0]! : `${details.length} faults`),
  details,
});

/** A piece of generated text with where it is and what kind of text it is. */
export interface Piece {
  where: string;
  text: string;
  /**
   * label: a tree node; title: a heading or action title; item: an entry of a list a reader reads as a line;
   * prose: sentences; field: a phrase read mid-sentence (reading fields, data sources); note, cell: free text.
   */
  role: 'label' | 'title' | 'item' | 'prose' | 'field' | 'note' | 'cell';
}

function walk<N extends { id: string; children: N[] }>(root: N, visit: (node: N, depth: number) => void): void {
  const stack: Array<[N, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    visit(node, depth);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i]!, depth + 1]);
  }
}

function treePieces(name: string, root: TreeNode | HypothesisNode): Piece[] {
  const out: Piece[] = [];
  walk<TreeNode | HypothesisNode>(root, (node) => {
    out.push({ where: `${name} ${node.id}`, text: node.label, role: 'label' });
    if (node.notes) out.push({ where: `${name} ${node.id} notes`, text: node.notes, role: 'note' });
    if (node.dimension) out.push({ where: `${name} ${node.id} dimension`, text: node.dimension, role: 'field' });
  });
  return out;
}

/** Every text the chain generated, except the statement it was given. */
export function piecesOf(run: ChainRun): Piece[] {
  const out: Piece[] = [];
  const add = (where: string, text: string | undefined, role: Piece['role']) => {
    if (text !== undefined) out.push({ where, text, role });
  };
  const list = (where: string, items: readonly string[] | undefined, role: Piece['role']) =>
    (items ?? []).forEach((item, i) => add(`${where}[${i}]`, item, role));
  const r = run.reading;
  if (r) {
    for (const field of ['subject', 'metric', 'baseline', 'target', 'deadline'] as const)
      if (r[field]) add(`reading.${field}`, r[field], 'field');
    list('reading.options', r.options, 'field');
    list('reading.constraints', r.constraints, 'field');
    list('reading.decisionMakers', r.decisionMakers, 'field');
  }
  const b = run.brief;
  if (b) {
    add('brief.situation', b.situation, 'prose');
    add('brief.complication', b.complication, 'prose');
    add('brief.keyQuestion', b.keyQuestion, 'prose');
    for (const field of ['decisionMakers', 'successCriteria', 'scopeIn', 'scopeOut', 'constraints'] as const)
      list(`brief.${field}`, b[field], 'item');
    if (b.timeFrame) add('brief.timeFrame', b.timeFrame, 'field');
  }
  if (run.issueTree) out.push(...treePieces('issue tree', run.issueTree.root));
  if (run.hypothesisTree) out.push(...treePieces('hypothesis tree', run.hypothesisTree.root));
  for (const row of run.workplan?.rows ?? []) {
    add(`plan ${row.id}.analysis`, row.analysis, 'title');
    list(`plan ${row.id}.dataSources`, row.dataSources, 'field');
    add(`plan ${row.id}.method`, row.method, 'prose');
    if (row.decisionRule) {
      add(`plan ${row.id}.rule.measure`, row.decisionRule.measure, 'field');
      add(`plan ${row.id}.rule`, row.decisionRule.text, 'prose');
    }
  }
  for (const item of run.instructions?.instructions ?? []) {
    const at = `instructions ${item.analysisId}`;
    add(`${at}.objective`, item.objective, 'prose');
    list(`${at}.dataNeeded`, item.dataNeeded, 'item');
    list(`${at}.steps`, item.steps, 'item');
    add(`${at}.method`, item.method, 'prose');
    add(`${at}.expectedOutput`, item.expectedOutput, 'prose');
    list(`${at}.pitfalls`, item.pitfalls, 'item');
  }
  out.push(...illustrationPieces(run));
  for (const result of run.statuses?.results ?? []) add(`status ${result.hypothesisId}`, result.rationale, 'prose');
  const s = run.storyline;
  if (s) {
    add('storyline.governingThought', s.governingThought, 'prose');
    add('storyline.situation', s.situation, 'prose');
    add('storyline.complication', s.complication, 'prose');
    add('storyline.resolution', s.resolution, 'prose');
    for (const line of s.keyLines) {
      add(`storyline ${line.id}`, line.statement, 'title');
      for (const point of line.supportingPoints) add(`storyline ${point.id}`, point.text, 'prose');
    }
    for (const slide of s.slides) {
      add(`slide ${slide.id}`, slide.actionTitle, 'title');
      list(`slide ${slide.id}.content`, slide.content, 'item');
    }
  }
  return out;
}

function illustrationPieces(run: ChainRun): Piece[] {
  const out: Piece[] = [];
  for (const sim of run.illustrations?.simulations ?? []) {
    const at = `illustration ${sim.analysisId}`;
    out.push({ where: `${at}.finding`, text: sim.finding, role: 'prose' });
    out.push({ where: `${at}.chart`, text: sim.chart.title, role: 'title' });
    out.push({ where: `${at}.implication`, text: sim.implication.text, role: 'prose' });
    for (const column of sim.dataset.columns) out.push({ where: `${at}.column`, text: column.label, role: 'cell' });
    for (const row of sim.dataset.rows)
      for (const cell of Object.values(row)) out.push({ where: `${at}.cell`, text: String(cell), role: 'cell' });
  }
  if (run.illustrations)
    out.push({ where: 'illustrations.disclaimer', text: run.illustrations.disclaimer, role: 'prose' });
  return out;
}

/** Where the statement's facts must be kept: the reading, the brief (with the key question) and the issue tree. */
function keptText(run: ChainRun): string {
  return piecesOf(run)
    .filter((p) => /^(?:reading|brief|issue tree)/.test(p.where))
    .map((p) => p.text)
    .join('\n');
}

function labelsAt(tree: IssueTree | undefined, maxDepth: number): string[] {
  const out: string[] = [];
  if (tree) walk(tree.root, (node, depth) => depth >= 1 && depth <= maxDepth && out.push(node.label));
  return out;
}

// --- Archetype and subject -------------------------------------------------------------------------

function archetypeCheck(evalCase: EvalCase, run: ChainRun): CheckResult {
  const read = run.reading?.archetype;
  if (!read) return fail(['no reading']);
  if (archetypeFits(evalCase.type, read, evalCase.accept)) return ok();
  return fail([`read ${read}, not ${[evalCase.type, ...(evalCase.accept ?? [])].join('/')}`], 'wrong');
}

function subjectCheck(evalCase: EvalCase, run: ChainRun): CheckResult {
  const subject = run.reading?.subject ?? '';
  if (!subject) return fail(['no subject']);
  if (evalCase.subject && evalCase.subject.length > 0) {
    return evalCase.subject.some((s) => subject.toLowerCase().includes(s.toLowerCase()))
      ? ok()
      : fail([`subject "${subject}", not ${evalCase.subject.map((s) => `"${s}"`).join(' or ')}`], subject);
  }
  // "a farmers' cooperative": the client is the cooperative, never "the farmers".
  for (const match of run.statement.matchAll(/\b(\p{L}+s)['’]\s+(\p{L}+)/gu)) {
    const [, owners, owned] = match;
    if (new RegExp(`^(?:the\\s+)?${owners}$`, 'i').test(subject.trim()))
      return fail([`subject "${subject}" is who the ${owned} serves`], subject);
  }
  return ok();
}

// --- What the statement says, kept -----------------------------------------------------------------

function figuresCheck(run: ChainRun): CheckResult {
  const figures = figuresOf(run.statement);
  if (figures.length === 0) return na('no figures');
  const text = keptText(run);
  const details: string[] = [];
  for (const figure of figures) if (!hasFigure(text, figure)) details.push(`missing ${figure.text}`);
  for (const piece of piecesOf(run).filter((p) => /^(?:reading|brief|issue tree)/.test(p.where))) {
    for (const figure of figures) {
      const broken = splitFigure(piece.text, figure, figures);
      if (broken) details.push(`${figure.text} split as "${broken}" (${piece.where})`);
    }
  }
  const unique = [...new Set(details)];
  return unique.length === 0 ? ok() : fail(unique, unique[0]!.replace(/^missing /, 'miss ').replace(/ \(.*$/, ''));
}

function namesCheck(run: ChainRun): CheckResult {
  const names = namesOf(run.statement);
  if (names.length === 0) return na('no names');
  const text = keptText(run);
  const missing = names.filter((name) => !keepsName(text, name));
  return missing.length === 0
    ? ok()
    : fail(
        [`missing ${missing.join(', ')}`],
        `miss ${missing[0]}${missing.length > 1 ? ` +${missing.length - 1}` : ''}`,
      );
}

/**
 * The options a statement names, when a case does not list them: "between A, B or C", "whether to A or B",
 * "Should it A or B?", "options: A, B and C". Each needs an "or" to be a choice.
 */
export function statedOptions(statement: string): string[] {
  for (const sentence of statement.split(/(?<=[.?!])\s+/)) {
    const trigger =
      /(?:\b(?:choose|choosing|pick|decide|deciding)\s+(?:between|among)|\bbetween|\bwhether to|\boptions?(?: are)?:?|:|\bshould (?:it|we|they|the \p{L}+|\p{L}+))\s+(?<rest>[^?.!]*\bor\b[^?.!]*)/iu.exec(
        sentence,
      );
    const rest = trigger?.groups?.['rest'];
    if (!rest) continue;
    const parts = rest
      .replace(/,?\s+and if so\b.*$/i, '')
      .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+/i)
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    if (parts.length >= 2 && parts.every((p) => p.split(/\s+/).length <= 10)) return parts;
  }
  return [];
}

/**
 * Each named option is a branch of its own in the first two levels of the issue tree: a label that holds the
 * option and none of the others (a label listing them all is not a branch per option).
 */
function optionsCheck(evalCase: EvalCase, run: ChainRun): CheckResult {
  const options = evalCase.options ?? statedOptions(run.statement);
  if (options.length === 0) return na('none named');
  const labels = labelsAt(run.issueTree, 2);
  const share = evalCase.options !== undefined ? 1 : 0.6;
  const holds = (label: string, option: string) => holdsPhrase(label, option, share);
  const missing: string[] = [];
  const merged: string[] = [];
  for (const option of options) {
    const mentions = labels.filter((label) => holds(label, option));
    if (mentions.length === 0) missing.push(option);
    else if (!mentions.some((label) => options.every((other) => other === option || !holds(label, other))))
      merged.push(option);
  }
  const details = [
    ...(missing.length > 0 ? [`not in the tree's first two levels: ${missing.map((m) => `"${m}"`).join(', ')}`] : []),
    ...(merged.length > 0 ? [`no branch of its own: ${merged.map((m) => `"${m}"`).join(', ')}`] : []),
  ];
  return details.length === 0
    ? ok()
    : fail(details, missing.length > 0 ? `miss ${missing.length}/${options.length}` : `merged ${merged.length}`);
}

/** The constraints a statement states, when a case does not list them. */
export function statedConstraints(statement: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\bwithout\s+[^,.;?!]+/giu,
    /(?<=^|[,.;:]\s*|\b(?:and|but)\s+)[^,.;?!]*?\b(?:cannot|can't|must not|may not|will not|should not)\s+[^,.;?!]+/giu,
    /\bwithin (?:a|its|the|their|our) (?:current |existing |annual )?budget(?: of [^,.;?!]+)?/giu,
    /\bwhile (?:protecting|keeping|maintaining|holding|preserving)\s+[^,.;?!]+/giu,
    /\bcapped at\s+[^,.;?!]+/giu,
  ];
  for (const pattern of patterns) for (const match of statement.matchAll(pattern)) out.push(match[0].trim());
  return [...new Set(out)];
}

function constraintsCheck(evalCase: EvalCase, run: ChainRun): CheckResult {
  const constraints = evalCase.constraints ?? statedConstraints(run.statement);
  if (constraints.length === 0) return na('none stated');
  const explicit = evalCase.constraints !== undefined;
  const share = explicit ? 1 : 0.5;
  const briefConstraints = (run.brief?.constraints ?? []).join('\n');
  const treeText = [run.brief?.keyQuestion ?? '', ...labelsAt(run.issueTree, 99)].join('\n');
  const details: string[] = [];
  for (const constraint of constraints) {
    if (!holdsPhrase(briefConstraints, constraint, share))
      details.push(`"${constraint}" not in the brief's constraints`);
    if (!holdsPhrase(treeText, constraint, share)) details.push(`"${constraint}" not in the tree or key question`);
  }
  // A constraint is never what is measured: "costs cannot rise" is not the metric "costs".
  const metric = run.reading?.metric ?? '';
  if (/\b(?:cannot|can't|not|without|must)\b/i.test(metric)) details.push(`metric "${metric}" is a constraint`);
  if (explicit && metric && constraints.some((c) => wordShare(c, metric) >= 1 && wordShare(metric, c) >= 0.5))
    details.push(`metric "${metric}" is the constraint`);
  return details.length === 0
    ? ok()
    : fail(
        details,
        details[0]!.includes('metric') ? 'is metric' : details[0]!.includes('brief') ? 'not in brief' : 'not in tree',
      );
}

// --- Industry ----------------------------------------------------------------------------------------

/** What only a business selling to businesses bills or manages (supplier invoices and purchase orders are everyone's). */
const B2B_WORDS = [
  'credit note',
  'credit notes',
  'key account',
  'key accounts',
  'customer invoice',
  'customer invoices',
];

function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}-])${escaped}(?![\\p{L}-])`, 'iu').test(text);
}

function industryCheck(evalCase: EvalCase, run: ChainRun): CheckResult {
  const read = (run.reading?.industry ?? 'generic') as Industry;
  const allowed = (evalCase.industries ?? [read]) as Industry[];
  const details: string[] = [];
  if (evalCase.industries && !evalCase.industries.includes(read))
    details.push(`read ${read}, not ${evalCase.industries.join('/')}`);
  const own = new Set(allowed.flatMap((id) => INDUSTRY_PROFILES[id]?.markers ?? []));
  const statement = run.statement;
  const pieces = piecesOf(run);
  const leaks = new Map<string, string>();
  for (const profile of Object.values(INDUSTRY_PROFILES)) {
    if (allowed.includes(profile.id)) continue;
    for (const marker of profile.markers) {
      if (
        own.has(marker) ||
        leaks.has(marker) ||
        mentions(statement, marker) ||
        statement.toLowerCase().includes(marker)
      )
        continue;
      const piece = pieces.find((p) => mentions(p.text, marker));
      if (piece) leaks.set(marker, `"${marker}" (${profile.id}) in ${piece.where}`);
    }
  }
  if (!allowed.some((id) => INDUSTRY_PROFILES[id]?.b2b)) {
    for (const word of B2B_WORDS) {
      if (leaks.has(word) || statement.toLowerCase().includes(word)) continue;
      const piece = pieces.find((p) => mentions(p.text, word));
      if (piece) leaks.set(word, `"${word}" (B2B) in ${piece.where}`);
    }
  }
  details.push(...leaks.values());
  const first = details[0] ?? '';
  return details.length === 0
    ? ok()
    : fail(
        details,
        first.startsWith('read')
          ? first.split(',')[0]!
          : `leak ${first.split(' (')[0]!}${details.length > 1 ? ` +${details.length - 1}` : ''}`,
      );
}

// --- Key question ------------------------------------------------------------------------------------

const GOAL =
  /\b(?:how can|how to|how should|must|needs? to|has to|have to|wants?(?: to)?|aims? to|plans? to|target|goal|benchmark|standard|against|compared with|reach|restore|get back|bring|cut|reduce|raise|increase|grow|double|halve|break even)\b/i;
const DECISION =
  /^(?:should|which|whether|is it worth|is the opportunity|where)\b|\b(?:decide|deciding|whether to|choose|choosing|is considering|is weighing|weighing|is evaluating|pick)\b/i;
const IMPERATIVE = /^(?:bring|cut|reduce|raise|increase|grow|get|find|work out|design|recommend|decide|double)\b/i;

/** The figures a statement sets as the target: those of its goal sentences, not baselines ("from 8%") nor years. */
export function targetFigures(statement: string): Figure[] {
  const out: Figure[] = [];
  for (const sentence of statement.split(/(?<=[.?!])\s+/)) {
    if (!GOAL.test(sentence) && !IMPERATIVE.test(sentence) && !sentence.trim().endsWith('?')) continue;
    for (const figure of figuresOf(sentence)) {
      if (figure.kind === 'year') continue;
      const before = sentence.slice(Math.max(0, figure.index - 12), figure.index);
      if (/\bfrom\s+(?:its\s+|the\s+)?\S*$/i.test(before)) continue;
      out.push(figure);
    }
  }
  return out;
}

/**
 * The decision a statement weighs: its decision sentence, with the sentence before it when the decision
 * sentence says little on its own ("Is it worth it?", "Should it enter?").
 */
function decisionText(statement: string): string | undefined {
  const sentences = statement.split(/(?<=[.?!])\s+/);
  const i = sentences.findIndex((s) => DECISION.test(s.trim()));
  if (i < 0) return undefined;
  const own = sentences[i]!;
  return contentWords(own, 4).length < 4 && i > 0 ? `${sentences[i - 1]} ${own}` : own;
}

/** A key question that weighs a move: "Should ...", "Which ...", "Where ...", "How far/much/big ...". */
const DECISION_FORM =
  /^(?:should|which|where|whether|is it worth|is the|does the|can the|how (?:much|far|big|many|fast|large)|what (?:price|mix|share|is the)|at what|when)\b/i;

const GENERIC_QUESTION_WORDS = new Set(
  'should which whether what company firm business organisation group choose decide option options best it its'.split(
    ' ',
  ),
);

function keyQuestionCheck(evalCase: EvalCase, run: ChainRun): CheckResult {
  const question = run.brief?.keyQuestion?.trim() ?? '';
  if (!question) return fail(['no key question']);
  const details: string[] = [];
  if (!question.endsWith('?')) details.push('does not end with "?"');
  if ((question.match(/\?/g) ?? []).length > 1) details.push('more than one "?"');
  if (/[.!?]\s+\p{Lu}/u.test(question.slice(0, -1))) details.push('more than one sentence');
  if (!/^\p{Lu}/u.test(question)) details.push('starts lower case');
  // Carries the target or the decision.
  const statement = run.statement;
  const targets = targetFigures(statement);
  const carriesTarget = targets.some((figure) => hasFigure(question, figure));
  const breakEven = /\bbreak(?:s|ing)?[- ]even\b/i.test(statement) && /\bbreak[- ]?even\b/i.test(question);
  const multiple = /\b(double|triple|halve)\b/i.exec(statement);
  const carriesMultiple = multiple !== null && new RegExp(`\\b${multiple[1]}`, 'i').test(question);
  const decision = decisionText(statement);
  const options = evalCase.options ?? statedOptions(statement);
  // The decision's own words, not the client's name: "What should the paper do?" carries no decision.
  const subjectWords = new Set(contentWords(run.reading?.subject ?? '', 1));
  const decisionWords = contentWords(decision ?? '', 4).filter(
    (w) => !GENERIC_QUESTION_WORDS.has(w) && !subjectWords.has(w),
  );
  const carriesDecision =
    decision !== undefined &&
    (options.some((option) => holdsPhrase(question, option, 0.6)) ||
      (DECISION_FORM.test(question) &&
        (decisionWords.some((w) => holdsPhrase(question, w)) ||
          (/\bwhere\b/i.test(decision) && /\bwhere\b/i.test(question)))));
  if (targets.length > 0 || decision || multiple || /break[- ]?even/i.test(statement)) {
    if (!carriesTarget && !carriesDecision && !breakEven && !carriesMultiple)
      details.push(
        targets.length > 0
          ? `carries neither the target (${targets.map((t) => t.text).join(' or ')}) nor the decision`
          : 'carries neither the target nor the decision',
      );
  } else {
    const shared = contentWords(statement, 4).filter((w) => holdsPhrase(question, w));
    if (new Set(shared).size < 2) details.push('shares almost no words with the statement');
  }
  return details.length === 0
    ? ok()
    : fail(
        details.map((d) => `${d}: "${question}"`),
        details[0]!.startsWith('carries') ? 'no target' : details[0]!.replace(/^does not end with "\?"$/, 'no "?"'),
      );
}

// --- Claims and grammar ------------------------------------------------------------------------------

/**
 * A question without its question mark: an auxiliary first ("Does ...", "Is ..."), a wh-word and an auxiliary
 * ("How can", "What is"), "Which ..." or "How much/many ..." with an auxiliary within three words. "What
 * customers would pay is above ..." is a claim about what they would pay, not a question.
 */
const AUX = '(?:is|are|was|were|do|does|did|can|could|should|would|will|has|have|may|might|must|shall)';
const QUESTION_START = new RegExp(
  `^(?:${AUX}\\b|(?:how|what|why|where|when|who|whom|whose)\\s+${AUX}\\b|(?:which|how (?:much|many|far|big|fast|often))(?:\\s+\\S+){0,2}?\\s+${AUX}\\b)`,
  'i',
);
const PREFIX =
  /^(?:the (?:evidence|analysis|data|work) will|evidence will|we (?:will|need to|must) (?:test|find|establish|check|settle)|it is (?:unclear|not (?:yet )?known|to be seen|an open question) whether|hypothesis:|question:|to test:|test whether|whether\b|the answer to\b|answer:|it remains to be seen)/i;

/** Why a hypothesis label is not a claim, or undefined when it is one. */
export function notAClaim(label: string): string | undefined {
  const text = label.trim();
  if (text.endsWith('?')) return 'is a question';
  if (QUESTION_START.test(text)) return 'starts as a question';
  if (PREFIX.test(text)) return 'is a question with a prefix';
  return undefined;
}

function claimsCheck(run: ChainRun): CheckResult {
  if (!run.hypothesisTree) return fail(['no hypothesis tree']);
  const details: string[] = [];
  walk<HypothesisNode>(run.hypothesisTree.root, (node) => {
    const why = notAClaim(node.label);
    if (why) details.push(`${node.id} ${why}: "${node.label.trim()}"`);
  });
  return details.length === 0 ? ok() : fail(details, `${details.length} not claims`);
}

/** Words a sentence, label or phrase never ends on: it would be a fragment ("Revenue per", "Share of the"). */
const DANGLING = new Set('of than as the a an and or but nor its their our whether that which per via'.split(' '));
/**
 * Prepositions close a sentence often enough in good English ("segments nobody can act on", "the employers
 * they leave for", "the best way in"), so they are a fragment only at the end of a phrase read mid-sentence
 * (a reading field, a data source, a rule's measure), unless they belong to the verb before them.
 */
const PREPOSITION = /^(?:to|in|on|at|by|for|from|with|into|onto|about)$/;
const PHRASAL =
  /^(?:act|acts|rely|relies|depend|depends|focus|count|deal|dealt|draw|build|built|look|work|care|talk|think|thought|pay|paid|account|call|come|go|get|got|turn|fall|live|wait|plan|aim|sign|opt|cater|bank|hold|held|pass|carry|compare|bought|brought|sold|made|taken|given|put|set|kept|spent|run|cut|let|leave|join)$/i;
function dangles(words: readonly string[], phrase: boolean): boolean {
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  if (words.length < 2) return false;
  if (DANGLING.has(last)) return true;
  if (!phrase || !PREPOSITION.test(last)) return false;
  if (last === 'to') return true; // "share of returns wanted to": an infinitive without its verb
  const before = words[words.length - 2]!.toLowerCase();
  return !(PHRASAL.test(before) || /(?:ed|ing)$/.test(before));
}
const ALLOWED_DOUBLES = new Set(['that', 'had']);
const A_BEFORE_VOWEL_SOUND = /^(?:uni|use|usu|usa|uti|ure|uro|eu|one|once|ewe)/i;

/** Grammar-level faults of one piece of generated text; empty when it reads right. */
export function grammarFaults(piece: Piece): string[] {
  const { text, role } = piece;
  const faults: string[] = [];
  if (role === 'cell') return faults;
  if (text.trim().length === 0) return role === 'note' ? faults : ['empty'];
  if (/\bundefined\b/.test(text)) faults.push('"undefined"');
  if (/\bNaN\b|\bInfinity\b|\[object /.test(text)) faults.push('"NaN"');
  if (/[{}]|\$\{/.test(text)) faults.push('"{"');
  if (role === 'note') return faults;
  for (const match of text.matchAll(/(?<![\p{L}-])(\p{L}+)\s+\1(?![\p{L}-])/giu))
    if (!ALLOWED_DOUBLES.has(match[1]!.toLowerCase())) faults.push(`doubled "${match[0]}"`);
  for (const match of text.matchAll(/\ba\s+(\p{Ll}[\p{L}-]*)/gu))
    if (/^[aeiou]/i.test(match[1]!) && !A_BEFORE_VOWEL_SOUND.test(match[1]!)) faults.push(`"${match[0]}"`);
  for (const match of text.matchAll(/\ban\s+(\p{Ll}[\p{L}-]*)/gu))
    if (!/^(?:[aeiou]|hour|honest|honou|heir)/i.test(match[1]!)) faults.push(`"${match[0]}"`);
  const modal =
    /\b(?:cannot|can't|must not|must|will not|should not|may not)\s+(?:at(?!\s+(?:least|most))|above|below|under|over|to|than)\b/i.exec(
      text,
    );
  if (modal) faults.push(`"${modal[0]}"`);
  const stray = /\s[,;:.?!](?=\s|$)|[,;:]\s*[,;:.?!]|(?<!\.)\.\.(?!\.)/.exec(text);
  if (stray) faults.push(`stray punctuation "${stray[0].trim()}"`);
  if (/\d\s?[£$€¥](?![\d])/.test(text)) faults.push('currency after the number');
  if (/…|\.\.\./.test(text)) faults.push('cut off');
  if (role === 'field') {
    if (dangles(text.trim().split(/\s+/), true)) faults.push(`ends on "${text.trim().split(/\s+/).pop()}"`);
    return faults;
  }
  if (/^\p{Ll}/u.test(text.trim()) && !/^\p{Ll}+\p{Lu}/u.test(text.trim())) faults.push('starts lower case');
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    const words = sentence
      .replace(/[.?!:;,)"'”’]+$/u, '')
      .trim()
      .split(/\s+/);
    if (dangles(words, false)) faults.push(`ends on "${words[words.length - 1]}"`);
  }
  return faults;
}

/** Names of the statement written lower case before the rest of the name: "severn Valley Water", "skylark Air". */
function lowerCasedNames(statement: string): RegExp[] {
  const out: RegExp[] = [];
  for (const match of statement.matchAll(/(?<![\p{L}])(\p{Lu}\p{Ll}+)(\s+\p{Lu}[\p{L}]*)/gu)) {
    const lower = match[1]!.toLowerCase();
    if (isFunctionWord(lower)) continue;
    out.push(new RegExp(`(?<![\\p{L}])${lower}${match[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'));
  }
  return out;
}

function grammarCheck(run: ChainRun): CheckResult {
  const details: string[] = [];
  const lowered = lowerCasedNames(run.statement);
  for (const piece of piecesOf(run)) {
    const faults = grammarFaults(piece);
    if (piece.role !== 'cell')
      for (const pattern of lowered) {
        const found = pattern.exec(piece.text);
        if (found) faults.push(`name lower-cased "${found[0]}"`);
      }
    for (const fault of faults) details.push(`${fault} in ${piece.where}: "${clip(piece.text)}"`);
  }
  return details.length === 0 ? ok() : fail(details, `${details.length} faults`);
}

function clip(text: string, max = 100): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

// --- Honesty -----------------------------------------------------------------------------------------

/**
 * The numbers of a text that could only come from data: money, percentages, points, and counts with decimals
 * or of 100 and more (ids such as "a.3", years and small counts such as "3 analyses" are not).
 */
function dataFigures(text: string): Figure[] {
  return figuresOf(text).filter(
    (f) =>
      f.kind === 'money' ||
      f.kind === 'percent' ||
      f.kind === 'points' ||
      (f.kind === 'count' && (f.digits.includes('.') || f.value >= 100)),
  );
}

function numbersOf(text: string): Set<number> {
  return new Set(figuresOf(text).map((f) => Number(f.value.toPrecision(10))));
}

function honestyCheck(run: ChainRun): CheckResult {
  if (!run.statuses) return fail(['no statuses']);
  const details: string[] = [];
  const decided = run.statuses.results.filter((r) => r.status !== 'untested' && r.status !== 'parked');
  if (run.illustrations && run.illustrations.simulations.length > 0 && decided.length > 0)
    details.push(
      `${decided.length} hypotheses ${decided[0]!.status} without team results (${decided
        .slice(0, 3)
        .map((r) => r.hypothesisId)
        .join(', ')})`,
    );
  if (run.storyline) {
    const illustrations = illustrationPieces(run)
      .map((p) => p.text)
      .join('\n');
    const known = [
      run.statement,
      ...piecesOf(run)
        .filter((p) => !p.where.startsWith('illustration') && !/^(?:storyline|slide)/.test(p.where))
        .map((p) => p.text),
    ].join('\n');
    const illustrated = numbersOf(illustrations);
    const knownNumbers = numbersOf(known);
    const storyline = piecesOf(run).filter((p) => /^(?:storyline|slide)/.test(p.where));
    for (const piece of storyline) {
      for (const figure of dataFigures(piece.text)) {
        const value = Number(figure.value.toPrecision(10));
        if (illustrated.has(value) && !knownNumbers.has(value))
          details.push(`${piece.where} quotes ${figure.text} from an illustration`);
      }
    }
  } else details.push('no storyline');
  return details.length === 0
    ? ok()
    : fail(details, details[0]!.includes('without team results') ? 'decided' : 'quotes illus.');
}

// --- Shape -------------------------------------------------------------------------------------------

function depthOf(root: TreeNode): number {
  let max = 0;
  walk(root, (_, depth) => (max = Math.max(max, depth)));
  return max;
}

function shapeCheck(run: ChainRun): CheckResult {
  const details: string[] = [...run.contractErrors.map((e) => `contract: ${e}`)];
  if (run.error) details.push(`${run.error.step} failed: ${run.error.message}`);
  const tree = run.issueTree;
  if (!tree) return fail(details.length > 0 ? details : ['no issue tree']);
  const top = tree.root.children.length;
  if (top < 3 || top > 7) details.push(`${top} top branches`);
  const depth = depthOf(tree.root);
  if (depth < 2) details.push(`depth ${depth}`);
  const errors = lintTree(tree, { treeKind: 'issue' }).filter((f) => f.severity === 'error');
  if (errors.length > 0)
    details.push(`${errors.length} lint errors (${[...new Set(errors.map((e) => e.code))].join(', ')})`);
  if (run.hypothesisTree) {
    const hErrors = lintTree(run.hypothesisTree, { treeKind: 'hypothesis' }).filter((f) => f.severity === 'error');
    if (hErrors.length > 0)
      details.push(`${hErrors.length} hypothesis lint errors (${[...new Set(hErrors.map((e) => e.code))].join(', ')})`);
  }
  return details.length === 0 ? ok() : fail(details);
}

/** The kind of a finding, without where it is: "cut off in plan a.3.analysis: ..." -> "cut off". */
export function findingKind(detail: string): string {
  return detail.split(
    / in (?=(?:reading|brief|issue tree|hypothesis tree|plan|instructions|illustrations?|status|storyline|slide)\b)/,
  )[0]!;
}

/** Findings grouped by kind, most frequent first: one example each, with how often the kind occurs. */
export function groupFindings(details: readonly string[]): Array<{ kind: string; count: number; example: string }> {
  const groups = new Map<string, { kind: string; count: number; example: string }>();
  for (const detail of details) {
    const kind = findingKind(detail).replace(/"[^"]*"/g, (quoted) => (quoted.length > 24 ? '"..."' : quoted));
    const group = groups.get(kind) ?? { kind, count: 0, example: detail };
    group.count += 1;
    groups.set(kind, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** Scores one case's chain on every check of the rubric. */
export function scoreRun(evalCase: EvalCase, run: ChainRun): CaseRubric {
  return {
    id: evalCase.id,
    archetype: run.reading?.archetype ?? '-',
    industry: run.reading?.industry ?? '-',
    checks: {
      archetype: archetypeCheck(evalCase, run),
      subject: subjectCheck(evalCase, run),
      figures: figuresCheck(run),
      names: namesCheck(run),
      options: optionsCheck(evalCase, run),
      constraints: constraintsCheck(evalCase, run),
      industry: industryCheck(evalCase, run),
      keyQuestion: keyQuestionCheck(evalCase, run),
      claims: claimsCheck(run),
      grammar: grammarCheck(run),
      honesty: honestyCheck(run),
      shape: shapeCheck(run),
    },
  };
}

// --- Across cases ------------------------------------------------------------------------------------

function treeWords(tree: IssueTree): Set<string> {
  const words = new Set<string>();
  walk(tree.root, (node) => contentWords(node.label, 4).forEach((w) => words.add(w)));
  return words;
}

export interface Overlap {
  /** The largest share of content words two trees of different cases have in common (Jaccard, 0-1). */
  max: number;
  pair: string;
  /** Pairs above the bar, most alike first. */
  over: string[];
}

/** Pairwise share of content words between the trees of different cases. */
export function treeOverlap(trees: ReadonlyArray<{ id: string; tree: IssueTree }>, bar = BARS.maxOverlap): Overlap {
  const sets = trees.map(({ id, tree }) => ({ id, words: treeWords(tree) }));
  let max = 0;
  let pair = '-';
  const over: Array<[number, string]> = [];
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      const a = sets[i]!;
      const b = sets[j]!;
      let shared = 0;
      for (const w of a.words) if (b.words.has(w)) shared += 1;
      const union = a.words.size + b.words.size - shared;
      const share = union === 0 ? 1 : shared / union;
      const name = `${a.id} ~ ${b.id}`;
      if (share > max) [max, pair] = [share, name];
      if (share >= bar) over.push([share, `${name} (${Math.round(share * 100)}%)`]);
    }
  }
  return { max, pair, over: over.sort((x, y) => y[0] - x[0]).map(([, text]) => text) };
}

/**
 * How many cases get a tree of their own: trees are compared as skeletons, with the words of their own
 * statement and every number masked, so two trees that differ only in the client's name count as one.
 */
export function distinctTrees(trees: ReadonlyArray<{ id: string; statement: string; tree: IssueTree }>): {
  distinct: number;
  total: number;
  same: string[];
} {
  const skeletons = new Map<string, string[]>();
  for (const { id, statement, tree } of trees) {
    const own = new Set(contentWords(statement, 1));
    const labels: string[] = [];
    walk(tree.root, (node, depth) => {
      if (depth === 0) return;
      labels.push(
        node.label
          .toLowerCase()
          .replace(/\d[\d.,]*/g, '#')
          .replace(/[\p{L}][\p{L}'’-]*/gu, (w) => (own.has(w.replace(/['’]s?$/, '')) ? '_' : w)),
      );
    });
    const key = labels.join('|');
    skeletons.set(key, [...(skeletons.get(key) ?? []), id]);
  }
  const same = [...skeletons.values()].filter((ids) => ids.length > 1).map((ids) => ids.join(' = '));
  return { distinct: skeletons.size, total: trees.length, same };
}
