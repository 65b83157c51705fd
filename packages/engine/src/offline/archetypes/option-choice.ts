import { constraintClause, type Frame } from '../frame.js';
import { capitalise } from '../text.js';
import { optionAsSubject } from './options.js';
import { ask, as, open, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Choosing among named options: every option judged on the same criteria (value, feasibility, risk, and the
 * constraints the statement sets), split once by option and once by criterion. An extra branch asks whether
 * a better option exists (a combination, or changing nothing), because named options are rarely exhaustive.
 */
function options(f: Frame): string[] {
  return f.options.length >= 2 ? [...f.options] : ['act now', 'wait and keep the current course'];
}

function criteriaFor(f: Frame, option: string): Spec[] {
  const doing = optionAsSubject(option);
  const currency = f.amount?.replace(/[\d.,\s]+(?:bn|m|k|billion|million)?$/i, '').trim() ?? '';
  const specs: Spec[] = [
    ask('does', doing, `create more value for ${f.S} than the other options`, [], {
      tests: ['option-npv', 'scenario-sensitivity'],
      rule: rule(`the net present value of ${doing} minus that of the best other option`, 'above', 0, currency),
      impact: 5,
    }),
    ask('is', doing, `within ${f.Sp} means and capabilities`, [], {
      tests: ['capability-assessment', 'cash-flow-forecast'],
      rule: rule(`the funding ${doing} needs as a share of what ${f.S} can raise`, 'at-most', 100, '%'),
      impact: 4,
    }),
    ask('are', `the risks of ${doing}`, 'acceptable in the downside case', [], {
      tests: ['risk-modelling', 'scenario-sensitivity'],
      rule: rule(`the value of ${doing} in the downside scenario`, 'above', 0, currency),
      impact: 3,
    }),
  ];
  for (const constraint of f.constraints.slice(0, 2)) {
    specs.push(
      ask('can', f.S, `go ahead with ${doing} ${constraintClause(constraint)}`, [], {
        tests: ['scenario-sensitivity'],
        rule: rule(`the number of scenarios in which ${doing} breaks the constraint`, 'at-most', 0),
        impact: 4,
      }),
    );
  }
  return as('criterion', specs);
}

function alternativeBranch(f: Frame): Spec {
  return ask(
    'is',
    'there',
    `a better course than the options on the table`,
    [
      ask('would', 'a combination of the options', `create more value for ${f.S} than any one of them`, [], {
        tests: ['option-npv'],
        rule: rule('the value of the best combination minus that of the best single option', 'above', 0),
        impact: 3,
      }),
      ask('would', 'keeping the current course', `serve ${f.S} as well at lower risk`, [], {
        tests: ['scenario-sensitivity'],
        rule: rule('the value of the current course minus that of the best option', 'at-least', 0),
        impact: 2,
      }),
    ],
    { kind: 'option', dimension: 'combinations against no change' },
  );
}

function byOption(f: Frame): Framework {
  const list = options(f);
  const children = list.map((option) =>
    open(
      `Should ${f.S} ${option}?`,
      `${capitalise(optionAsSubject(option))} is the best course for ${f.S}`,
      criteriaFor(f, option),
      { kind: 'option', dimension: 'value, feasibility and risk, judged the same way for every option' },
    ),
  );
  if (list.length < 5) children.push(alternativeBranch(f));
  return {
    dimension: 'by option, each judged on the same criteria',
    claim: `${capitalise(optionAsSubject(list[0]!))} is the best of the options for ${f.S}`,
    children,
  };
}

function byCriterion(f: Frame): Framework {
  const list = options(f);
  const perOption = (make: (doing: string) => Spec) =>
    as(
      'option',
      list.map((o) => make(optionAsSubject(o))),
    );
  return {
    dimension: 'by criterion, every option compared on it',
    claim: `One option clearly beats the others on value, feasibility and risk for ${f.S}`,
    children: [
      open(
        `Which option creates the most value for ${f.S}?`,
        `The options differ in value enough to decide`,
        perOption((doing) =>
          ask('does', doing, 'create the most value', [], {
            tests: ['option-npv'],
            rule: rule(`the net present value of ${doing} minus that of the next best option`, 'above', 0),
            impact: 5,
          }),
        ),
        { kind: 'criterion', dimension: 'by option' },
      ),
      open(
        `Which option can ${f.S} fund and deliver?`,
        `Not every option is within ${f.Sp} means`,
        perOption((doing) =>
          ask('is', doing, `within ${f.Sp} means and capabilities`, [], {
            tests: ['capability-assessment', 'cash-flow-forecast'],
            rule: rule(`the funding ${doing} needs as a share of what ${f.S} can raise`, 'at-most', 100, '%'),
            impact: 4,
          }),
        ),
        { kind: 'criterion', dimension: 'by option' },
      ),
      open(
        'Which option carries a risk the decision makers can accept?',
        'The options carry different risks in the downside case',
        perOption((doing) =>
          ask('does', doing, 'keep its value in the downside case', [], {
            tests: ['risk-modelling', 'scenario-sensitivity'],
            rule: rule(`the value of ${doing} in the downside scenario`, 'above', 0),
            impact: 3,
          }),
        ),
        { kind: 'criterion', dimension: 'by option' },
      ),
      open(
        `Which option do ${f.decisionMakers[0] ?? 'the decision makers'} and those affected support?`,
        'Support differs between the options',
        perOption((doing) =>
          ask('do', 'those affected', `support ${doing}`, [], {
            tests: ['stakeholder-mapping', 'expert-interviews'],
            rule: rule(`the share of key stakeholders in favour of ${doing}`, 'above', 50, '%'),
            impact: 3,
          }),
        ),
        { kind: 'criterion', dimension: 'by option' },
      ),
    ],
  };
}

export const optionChoice: ArchetypeDefinition = {
  id: 'option-choice',
  decision: true,
  deciders: ['the board', 'the executive team'],
  variants: [
    { name: 'by option', build: byOption },
    { name: 'by criterion', build: byCriterion },
  ],
};
