import { archetypeDefinition, type ArchetypeDefinition, type Spec } from './archetypes/index.js';
import { optionAsSubject } from './archetypes/options.js';
import { ask, open, rule } from './archetypes/spec.js';
import { constraintClause, keyQuestion, optionList, type Frame } from './frame.js';
import { infinitive } from './reading/nlp.js';
import { listText } from './text.js';
import { contentWords } from './words.js';

/**
 * The whole decomposition of a problem from its frame: the archetype's split (the variant "Generate again"
 * asked for), with the key question at the root, then the named options and the stated constraints made
 * sure of: options sit in the first two levels, and every constraint is asked about, because a tree that
 * forgets them answers a different question.
 */
export interface Decomposition {
  archetype: ArchetypeDefinition;
  question: string;
  root: Spec;
  /** Every variant's root, for recognising a node the engine wrote whichever split it came from. */
  all: Spec[];
}

export function decompose(f: Frame, ownQuestion?: string): Decomposition {
  const archetype = archetypeDefinition(f.reading.archetype);
  const own = archetype.question?.(f);
  // The team's question first; else the archetype's wording when it carries the target and the decision
  // the reading holds, else the engine's own; the statement's question replaces either when it also carries
  // them and keeps a figure they would drop ("its 300 largest customers").
  const written = own && carries(own, f, archetype.decision) ? own : keyQuestion(f, archetype.decision);
  const asked = f.asked && carries(f.asked, f, archetype.decision) ? f.asked : undefined;
  const question =
    ownQuestion?.trim() || (asked && figuresOf(asked).some((n) => !figuresOf(written).includes(n)) ? asked : written);
  const build = (variant: number) => {
    const chosen = archetype.variants[variant % archetype.variants.length]!;
    const framework = chosen.build(f);
    const root = open(question, framework.claim, framework.children, {
      kind: 'question',
      dimension: framework.dimension,
    });
    withOptions(root, f);
    withConstraints(root, f);
    return root;
  };
  const root = build(f.variant);
  const all = archetype.variants.map((_, i) => (i === f.variant % archetype.variants.length ? root : build(i)));
  return { archetype, question, root, all };
}

/** The numbers a question holds: "300", "5", "2027". */
function figuresOf(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0].replace(',', ''));
}

/** Whether a key question keeps the target's number, the move weighed and the deadline. */
function carries(question: string, f: Frame, decision: boolean): boolean {
  const text = question.toLowerCase();
  const number =
    f.target?.quantity?.text ??
    (f.target?.kind === 'multiple' || f.target?.kind === 'break-even' ? f.target.text : undefined);
  if (number && !text.includes(number.toLowerCase().replace(/ (?:lower|higher|less|more)$/, ''))) return false;
  if (decision && f.decision && !f.options.length) {
    const words = f.decision.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
    if (!text.includes(words)) return false;
  }
  if (f.deadline && !text.includes(f.deadline.toLowerCase())) return false;
  return true;
}

const MAX_BRANCHES = 7;

/** Whether a spec (or its children, `depth` levels down) speaks of every content word given. */
function mentions(spec: Spec, depth: number, words: readonly string[]): boolean {
  const own = new Set(contentWords(`${spec.question} ${spec.claim}`));
  const shared = words.filter((w) => own.has(w)).length;
  if (words.length > 0 && shared >= Math.ceil(words.length * 0.7)) return true;
  return depth > 0 && spec.children.some((child) => mentions(child, depth - 1, words));
}

/**
 * What breaking a constraint would mean, as a predicate after "Would the measures that close the gap ...":
 * "without raising salaries" -> "raise salaries"; "customer bills cannot rise" -> "make customer bills rise";
 * "while protecting margins" -> "hurt margins"; "a capex budget of $200m a year" -> "exceed a capex budget ...".
 */
export function breachOf(constraint: string, f: Frame): string {
  const text = constraint.trim().replace(/[.;]+$/, '');
  const without = /^without\s+(\w+ing)\b\s*(.*)$/i.exec(text);
  if (without) {
    return `${infinitive(without[1]!)} ${without[2]}`.trim();
  }
  const keeping =
    /^(?:while|whilst)\s+(?:protecting|maintaining|keeping|preserving|safeguarding|sustaining|defending|holding)\s+(.+)$/i.exec(
      text,
    );
  if (keeping) return `hurt ${keeping[1]}`;
  const staying = /^(?:while|whilst)\s+(?:staying|remaining)\s+(.+)$/i.exec(text);
  if (staying) return `stop ${f.S} staying ${staying[1]}`;
  const negated = /^(.+?)\s+(?:cannot|can't|must not|mustn't|may not|should not|will not|won't)\s+(\w+)(.*)$/i.exec(
    text,
  );
  if (negated) return `make ${negated[1]} ${negated[2]}${negated[3]}`;
  if (/\b(?:budget|cap|capped|ceiling|limit|envelope)\b/i.test(text))
    return `exceed ${text.replace(/^(?:with|within|under)\s+/i, '')}`;
  if (/^(?:an?\s+)?return\b/i.test(text)) return `fall short of ${text.replace(/^an?\s+/i, 'a ')}`;
  return `break the condition that ${text}`;
}

/** Named options the split left out get a branch of their own: "Which option should the cooperative choose?". */
function withOptions(root: Spec, f: Frame): void {
  if (f.options.length < 2) return;
  const missing = f.options.filter(
    (option) => !root.children.some((child) => mentions(child, 1, contentWords(option))),
  );
  if (missing.length === 0 || root.children.length >= MAX_BRANCHES) return;
  // "Which mix of slow steaming, new LNG vessels and biofuels": the options combine, each earns its place.
  if (/\b(?:mix|combination|blend)\s+of\b/i.test(f.statement)) {
    root.children.push(
      open(
        `What share of the target should each of ${listText(f.options)} deliver?`,
        `Each of the named options earns a place in ${f.Sp} mix only where it costs less than the next`,
        f.options.map((option) =>
          ask('does', option, `earn a place in the mix at its cost per unit of the target`, [], {
            kind: 'option',
            tests: ['abatement-cost-curve', 'option-scoring'],
            rule: rule(
              `the cost of ${option} per unit of the target, against the most expensive lever the mix needs`,
              'below',
              0,
              '%',
            ),
            impact: 4,
          }),
        ),
        { kind: 'issue', dimension: 'by named option, in the mix' },
      ),
    );
    return;
  }
  root.children.push(
    open(
      `Which option should ${f.S} choose: ${optionList(f.options)}?`,
      `One of the named options is clearly best for ${f.S}`,
      f.options.map((option) =>
        ask('is', optionAsSubject(option), `the best course for ${f.S}`, [], {
          kind: 'option',
          tests: ['option-npv', 'option-scoring'],
          rule: rule(
            `the net present value of ${optionAsSubject(option)} minus that of the next best option`,
            'above',
            0,
          ),
          impact: 4,
        }),
      ),
      { kind: 'issue', dimension: 'by named option' },
    ),
  );
}

/** Constraints the split does not speak of get a branch asking whether the answer can respect them. */
function withConstraints(root: Spec, f: Frame): void {
  const missing = f.constraints.filter((c) => !mentions(root, 3, contentWords(c)));
  if (missing.length === 0 || root.children.length >= MAX_BRANCHES) return;
  const children =
    missing.length > 1
      ? missing.map((c) => constraintCheck(f, c))
      : [
          ask('would', 'the measures that close the gap', breachOf(missing[0]!, f), [], {
            tests: ['scenario-sensitivity', 'bill-impact'],
            rule: rule('the number of shortlisted measures that would break the constraint', 'above', 0),
            impact: 4,
            claim: `Some of the measures that close the gap would ${breachOf(missing[0]!, f)}`,
          }),
          constraintCheck(f, missing[0]!),
        ];
  root.children.push(
    ask(
      'can',
      f.S,
      `reach the goal ${missing.length === 1 ? constraintClause(missing[0]!) : 'within every stated constraint'}`,
      children,
      {
        kind: 'issue',
        dimension: missing.length > 1 ? 'by constraint' : 'which measures break it, and what replaces them',
      },
    ),
  );
}

function constraintCheck(f: Frame, constraint: string) {
  return ask('can', f.S, `phase or fund the measures ${constraintClause(constraint)}`, [], {
    tests: ['scenario-sensitivity', 'cash-flow-forecast'],
    rule: rule('the share of the gap closed in the plan that respects the constraint', 'at-least', 100, '%'),
    impact: 4,
  });
}
