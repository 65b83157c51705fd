import { constraintClause, type Frame } from '../frame.js';
import { infinitive } from '../reading/nlp.js';
import { optionAsSubject } from './options.js';
import { ask, open, rule, type Spec, type SpecOptions } from './spec.js';

/**
 * Blocks the capital archetypes share (investment case, portfolio, M&A, capacity, turnaround, cost
 * reduction, digital transformation): how money reads in this industry, the tests of an investment's value,
 * and the levers on a cost pool. A public body earns no revenue and has no cost of capital in the market's
 * sense, a regulated utility earns what its regulator allows and a charity answers to its trustees, so every
 * money word here comes from the industry's revenue model.
 */

/** The first of `candidates` that fits in one readable label (160 characters), else the last. */
export function fit(...candidates: string[]): string {
  return candidates.find((c) => c.length <= 160) ?? candidates[candidates.length - 1]!;
}

/** The deadline as it reads after a verb phrase, or nothing: " by 2027". */
export function by(f: Frame): string {
  return f.deadline ? ` ${f.deadline}` : '';
}

/** The currency the statement counts in ("$", "EUR", "£") for rules measured in money; empty when none. */
export function currencyOf(f: Frame): string {
  return (
    f.amount
      ?.replace(/[\d.,\s]+(?:bn|m|k|billion|million|thousand)?$/i, '')
      .trim()
      .slice(0, 3) ?? ''
  );
}

/** The money side of a decision in the words of the industry's revenue model. */
export interface Economics {
  model: Frame['industry']['revenueModel'];
  /** Sells in a market (or for fees): revenue, prices, share and a cost of capital apply. */
  commercial: boolean;
  /** What an investment brings in: "revenue", "allowed revenue", "benefits". */
  income: string;
  /** The return it must beat, as it reads after "earn more than": "the copper miner's cost of capital". */
  hurdle: string;
  /** The measure of value a rule states: "net present value", "benefit-cost ratio". */
  value: string;
  /** Who lends or funds, after a possessive: "lenders", "major funders". */
  lenders: string;
  /** Who owns or answers for the money, after a possessive: "shareholders", "trustees". */
  owners: string;
}

export function economics(f: Frame): Economics {
  const model = f.industry.revenueModel;
  switch (model) {
    case 'regulated':
      return {
        model,
        commercial: false,
        income: 'allowed revenue',
        hurdle: 'the return its regulator allows',
        value: 'net present value at the allowed return',
        lenders: 'lenders and bondholders',
        owners: 'shareholders',
      };
    case 'budget':
      return {
        model,
        commercial: false,
        income: 'benefits',
        hurdle: 'the public-sector discount rate',
        value: 'benefit-cost ratio',
        lenders: 'funding bodies',
        owners: 'elected members and sponsoring ministry',
      };
    case 'donations':
      return {
        model,
        commercial: false,
        income: 'income and impact',
        hurdle: 'what the same money achieves in its current programmes',
        value: 'benefit-cost ratio',
        lenders: 'major funders',
        owners: 'trustees',
      };
    default:
      return {
        model,
        commercial: true,
        income: model === 'fees' ? 'fee income' : 'revenue',
        hurdle: `${f.Sp} cost of capital`,
        value: 'net present value',
        lenders: 'lenders',
        owners: /\b(?:cooperative|co-op|mutual|society)\b/i.test(f.S) ? 'members' : 'shareholders',
      };
  }
}

/** Two noun phrases joined so that one "and" inside either does not blur them: "a as well as b". */
export function both(a: string, b: string): string {
  return / and /.test(`${a} ${b}`) ? `${a} as well as ${b}` : `${a} and ${b}`;
}

/** Who the client is compared with: its competitors, or comparable bodies where it has none. */
export function peers(f: Frame): string {
  return f.industry.revenueModel === 'budget' ? 'comparable public bodies' : f.industry.competitors;
}

/** The first bought-in cost pool of the industry ("fuel", "goods for resale"), for price and supplier questions. */
export function boughtIn(f: Frame): string {
  const pool = [...f.industry.variableCosts, ...f.industry.fixedCosts].find((p) => poolKind(p) === 'purchases');
  return pool ? poolName(pool) : 'its main inputs';
}

/** "the copper miner's cash cost per tonne" against the best of its peers: a gap either way is a gap. */
export function kpiGap(f: Frame, index: 0 | 1 | 2, impact = 3): Spec {
  const kpi = f.industry.kpis[index];
  return ask('is', `${f.Sp} ${kpi}`, `behind the best of ${peers(f)}`, [], {
    tests: ['benchmarking', 'competitor-profiling'],
    rule: rule(`the gap between ${f.Sp} ${kpi} and the best quartile of peers`, 'above', 5, '%'),
    impact,
  });
}

/** "the $2.5bn investment", or "the investment" when the statement names no amount. */
export function investment(f: Frame, noun = 'investment'): string {
  return f.amount ? `the ${f.amount} ${noun}` : `the ${noun}`;
}

/** The value test of a proposal: positive NPV at the hurdle, or a benefit-cost ratio worth public money. */
export function valueTest(f: Frame, subject: string, impact = 5): Spec {
  const e = economics(f);
  if (!e.commercial && e.model !== 'regulated') {
    return either(
      f,
      [
        ['are', `the benefits of ${subject}`, 'well above its whole-life cost'],
        ['does', subject, 'return clearly more in benefits than it costs over its life'],
        ['is', `the benefit-cost ratio of ${subject}`, 'comfortably above one'],
      ],
      [],
      {
        tests: ['dcf-model', 'policy-evaluation'],
        // 1.5 is where appraisal guidance starts to call a scheme medium value for money.
        rule: rule(`the benefit-cost ratio of ${subject} over its whole life`, 'at-least', 1.5),
        impact,
      },
    );
  }
  return either(
    f,
    [
      ['is', `the NPV of ${subject}`, `positive at ${e.hurdle}`],
      ['does', subject, `earn more than ${e.hurdle}`],
      ['would', subject, `create value after charging ${e.hurdle}`],
    ],
    [],
    {
      tests: ['dcf-model', 'scenario-sensitivity'],
      rule: rule(`the ${e.value} of ${subject} in the base case`, 'above', 0, currencyOf(f)),
      impact,
    },
  );
}

/**
 * Whether the income a proposal counts on will come: the price in a market, the regulator's allowance for a
 * regulated business, the evidence of benefits for a public body or a charity.
 */
export function incomeTest(f: Frame, subject: string): Spec {
  const e = economics(f);
  const price = f.industry.price;
  if (e.model === 'regulated') {
    return either(
      f,
      [
        ['will', f.industry.regulator, `allow ${subject} into ${f.Sp} ${price}s`],
        ['can', f.S, `recover the cost of ${subject} through its ${price}s`],
      ],
      [],
      {
        tests: ['regulatory-review', 'bill-impact'],
        rule: rule(`the share of the spend on ${subject} the regulator is expected to allow`, 'at-least', 90, '%'),
        impact: 4,
      },
    );
  }
  if (!e.commercial) {
    return either(
      f,
      [
        ['are', `the benefits to ${f.C}`, 'proven in comparable schemes'],
        ['have', 'similar schemes elsewhere', `delivered the benefits promised to ${f.C}`],
        ['is', 'the evidence', `strong that ${f.C} will gain as promised`],
      ],
      [],
      {
        tests: ['policy-evaluation', 'expert-interviews'],
        rule: rule(
          `the share of the claimed benefits of ${subject} backed by evaluated comparable schemes`,
          'at-least',
          70,
          '%',
        ),
        impact: 4,
      },
    );
  }
  return either(
    f,
    [
      ['will', `the ${price}`, 'hold up as planned'],
      ['is', `the ${price} in the plan`, 'in line with the long-run consensus'],
      ['is', 'the plan', `built on a prudent ${price}`],
    ],
    [],
    {
      tests: ['expert-interviews', 'scenario-sensitivity'],
      rule: rule(`the long-run consensus ${price} as a share of the ${price} the plan assumes`, 'at-least', 100, '%'),
      impact: 4,
    },
  );
}

/** Funding `what` within the balance sheet, the capital budget or the reserves, as the revenue model has it. */
export function fundingTest(f: Frame, what: string, impact = 4): Spec {
  const e = economics(f);
  const tests: Spec['tests'] = ['cash-flow-forecast', 'scenario-sensitivity'];
  if (e.model === 'budget') {
    return either(
      f,
      [
        ['can', f.S, `fund ${what} within its capital programme`],
        ['does', `${f.Sp} capital programme`, `have room for ${what}`],
      ],
      [],
      {
        tests,
        rule: rule('the capital cost as a share of the capital budget available over the period', 'at-most', 100, '%'),
        impact,
      },
    );
  }
  if (e.model === 'donations') {
    return either(
      f,
      [
        ['can', f.S, `fund ${what} and still keep safe reserves`],
        ['would', `${f.Sp} reserves`, `stay at a safe level after paying for ${what}`],
      ],
      [],
      {
        tests,
        // Three months of spending is the reserve most charity regulators expect trustees to keep.
        rule: rule('free reserves after the spending, in months of expenditure', 'at-least', 3, 'months'),
        impact,
      },
    );
  }
  return either(
    f,
    [
      ['can', f.S, `fund ${what} without stretching its balance sheet`],
      ['would', `${f.Sp} debt`, `stay within safe limits while it pays for ${what}`],
      ['is', `${f.Sp} balance sheet`, `strong enough to carry ${what}`],
    ],
    [],
    {
      tests,
      // Three times EBITDA is where most lenders' covenants and investment-grade ratings start to bite.
      rule: rule('net debt as a multiple of EBITDA at the peak of spending', 'at-most', 3, 'x'),
      impact,
    },
  );
}

/** One check per stated constraint (at most two), so the tree speaks of them in the statement's words. */
export function constraintSpecs(f: Frame, predicate: (clause: string) => string, tests: Spec['tests']): Spec[] {
  return f.constraints.slice(0, 2).map((constraint) =>
    ask('can', f.S, predicate(constraintClause(constraint)), [], {
      tests: tests ?? ['scenario-sensitivity'],
      rule: rule('the number of planned measures that would break the constraint', 'at-most', 0),
      impact: 4,
    }),
  );
}

/**
 * What kind of money a cost pool is, since each kind has its own levers: people are made more productive,
 * bought-in goods and services are bought for less or used less, losses are prevented or recovered, assets
 * are used more fully or held on better terms, discretionary programmes are cut where they return least.
 */
export type PoolKind = 'people' | 'purchases' | 'fees' | 'losses' | 'assets' | 'programmes';

export function poolKind(pool: string): PoolKind {
  if (
    /\b(?:staff|labour|crew|crews|lecturers|fee earners|drivers|operatives|teams|operators|engineers|officers|workers|salaries|wages|employees|personnel|colleagues|caseworkers|locums?)\b/i.test(
      pool,
    )
  )
    return 'people';
  if (/\b(?:losses|claims|bad debt|warranty|fraud|write-offs?)\b/i.test(pool)) return 'losses';
  if (/\b(?:commissions|fees|charges|royalties|subsidies)\b/i.test(pool)) return 'fees';
  if (/\b(?:research|development|marketing|fundraising|programmes?|advertising|bursaries)\b/i.test(pool))
    return 'programmes';
  if (
    /\b(?:depreciation|leases|rents?|estate|premises|property|buildings|facilities|occupancy|equipment|machinery|vehicles|depots|terminals|IT|systems|platforms|technology|infrastructure|tooling|branches|maintenance|licences)\b/.test(
      pool,
    )
  )
    return 'assets';
  return 'purchases';
}

/**
 * A cost pool as costs: "fuel" -> "fuel costs", "branches and contact centres" -> "costs of branches and
 * contact centres", and "store rents", "claims" or "credit losses" as they are.
 */
export function costsOf(pool: string): string {
  if (
    /\b(?:costs?|charges|fees|expenses|rents?|leases|commissions|subsidies|losses|claims|royalties|maintenance|wages|salaries|overheads|functions|depreciation|labour|staff|estate)$/i.test(
      pool,
    )
  )
    return pool;
  if (/(?:,| and )/.test(pool) && /[^s]s$/.test(pool)) return `costs of ${pool}`;
  return `${pool} costs`;
}

/** The industry's regulator, or "the regulators" when its name would make a label too long. */
export function regulatorShort(f: Frame): string {
  return f.industry.regulator.length <= 40 ? f.industry.regulator : 'the regulators';
}

/** The pool as a noun that reads after "of" or "for": "crew costs" -> "crew". */
export function poolName(pool: string): string {
  return pool.replace(/\s+costs?$/i, '');
}

/**
 * A cost pool split by the levers that fit its kind, each tested against peers or the pool's own
 * activities: for bought-in spending the price paid, the quantity used and what could be stopped; for
 * people output per hour, rostering and what could be automated or bought in; and so on.
 */
export function poolLevers(f: Frame, pool: string): Spec[] {
  const name = poolName(pool);
  const kind = poolKind(pool);
  const driver = (phrasings: readonly Phrasing[], options: SpecOptions) =>
    either(f, phrasings, [], { kind: 'driver', impact: 3, ...options });
  switch (kind) {
    case 'people':
      return [
        driver(
          [
            ['is', `the output per paid hour of ${name}`, 'below that of the best peers'],
            ['are', name, 'less productive than the best peers'],
            ['is', `the productivity of ${name}`, 'behind the best peers'],
          ],
          {
            tests: ['benchmarking', 'process-time-study'],
            rule: rule(`${f.U} handled per paid hour of ${name} against the best quartile of peers`, 'below', 90, '%'),
            impact: 4,
          },
        ),
        driver(
          [
            ['do', `rosters for ${name}`, `leave paid hours when there is little work`],
            ['is', `the rostering of ${name}`, 'out of step with the workload'],
            ['are', `${name}`, 'often paid for hours with little to do'],
          ],
          {
            tests: ['workforce-planning', 'capacity-utilisation'],
            rule: rule(`paid hours of ${name} in excess of demand, as a share of all paid hours`, 'above', 10, '%'),
          },
        ),
        driver(
          [
            ['could', `part of the work of ${name}`, 'be stopped, automated or done by a partner for less'],
            ['could', f.S, `stop, automate or buy in some of the work of ${name}`],
            ['is', `some of the work of ${name}`, 'fit to stop, automate or outsource'],
          ],
          {
            tests: ['zero-based-review', 'process-mining'],
            rule: rule(
              `the share of hours of ${name} on work that could be stopped, automated or bought in`,
              'at-least',
              15,
              '%',
            ),
          },
        ),
      ];
    case 'losses':
      return [
        driver(
          [
            ['are', `${name} per ${f.u}`, 'above those of peers'],
            ['does', f.S, `suffer more ${name} per ${f.u} than peers`],
            ['is', `the rate of ${name}`, 'higher than at peers'],
          ],
          {
            tests: ['benchmarking', 'pareto'],
            rule: rule(`${name} per ${f.u} against the peer median`, 'above', 110, '%'),
            impact: 4,
          },
        ),
        driver(
          [
            ['could', `tighter controls at the ${f.industry.stages[1]} stage`, `prevent part of the ${name}`],
            ['are', `many of the ${name}`, `avoidable with better checks at the ${f.industry.stages[1]} stage`],
            ['would', `better checks at the ${f.industry.stages[1]} stage`, `cut the ${name}`],
          ],
          {
            tests: ['root-cause', 'regression'],
            rule: rule(`the share of ${name} traced to avoidable causes`, 'at-least', 30, '%'),
          },
        ),
        driver(
          [
            ['could', f.S, `recover more of the ${name} after the event`],
            ['is', f.S, `recovering less of its ${name} than it could`],
            ['could', `more of the ${name}`, 'be recovered'],
          ],
          {
            tests: ['loss-audit', 'benchmarking'],
            rule: rule(`the share of ${name} recovered against the best quartile of peers`, 'below', 90, '%'),
          },
        ),
      ];
    case 'assets':
      return [
        driver(
          [
            ['is', `part of the asset base behind ${name}`, 'underused and could be released'],
            ['could', f.S, `give up assets behind ${name} that it barely uses`],
            ['is', 'there', `spare capacity in what ${f.S} pays for through ${name}`],
          ],
          {
            tests: ['capacity-utilisation', 'benchmarking'],
            rule: rule(`average utilisation of the ${name}`, 'below', 75, '%'),
            impact: 4,
          },
        ),
        driver(
          [
            ['are', `the contract terms for ${name}`, 'above current market rates'],
            ['is', f.S, `paying above today's market rates for ${name}`],
            ['could', f.S, `renegotiate ${name} closer to market rates`],
          ],
          {
            tests: ['spend-analysis', 'benchmarking'],
            rule: rule(`the rates paid for ${name} against current market rates`, 'above', 110, '%'),
          },
        ),
        driver(
          [
            ['could', /^the\s/i.test(name) ? name : `the ${name}`, 'be maintained, shared or outsourced for less'],
            [
              'would',
              'a partner or a shared arrangement',
              `run ${/^the\s/i.test(name) ? name : `the ${name}`} for less`,
            ],
          ],
          {
            tests: ['benchmarking', 'zero-based-review'],
            rule: rule(`the cost of ${name} per ${f.u} against the best quartile of peers`, 'above', 110, '%'),
          },
        ),
      ];
    case 'fees':
      return [
        driver(
          [
            ['are', `the rates ${f.S} pays in ${name}`, 'above market rates'],
            ['does', f.S, `pay more for ${name} than the market rate`],
            ['could', f.S, `negotiate lower rates for ${name}`],
          ],
          {
            tests: ['spend-analysis', 'benchmarking'],
            rule: rule(`the rates paid in ${name} against the market median`, 'above', 105, '%'),
            impact: 4,
          },
        ),
        driver(
          [
            ['could', f.S, `avoid part of the ${name} through how it routes, schedules or sells`],
            ['are', `some of the ${name}`, 'avoidable through routing, scheduling or channel choices'],
            ['would', 'changes to routing, scheduling or channels', `cut the ${name}`],
          ],
          {
            tests: ['pareto', 'channel-economics'],
            rule: rule(
              `the share of ${name} avoidable by changing routing, scheduling or channel`,
              'at-least',
              10,
              '%',
            ),
          },
        ),
        driver(
          [
            ['are', `the terms for ${name}`, 'open to renegotiation or challenge soon'],
            ['is', `a large part of the ${name}`, 'up for renegotiation or review soon'],
            ['could', f.S, `reopen the terms for ${name} within two years`],
          ],
          {
            tests: ['spend-analysis', 'regulatory-review'],
            rule: rule(
              `the share of ${name} under terms due for renewal or review within two years`,
              'at-least',
              30,
              '%',
            ),
          },
        ),
      ];
    case 'programmes':
      return [
        driver(
          [
            ['does', `a fifth of the spending on ${name}`, 'return far less than the rest'],
            ['is', `a fifth of the spending on ${name}`, 'earning little'],
            ['does', f.S, `get little back from part of its ${name}`],
          ],
          {
            tests: ['pareto', 'regression'],
            rule: rule(
              `the share of spending on ${name} in activities that return less than the cost of funding them`,
              'at-least',
              20,
              '%',
            ),
            impact: 4,
          },
        ),
        driver(
          [
            ['could', `the lowest-return part of ${name}`, 'stop without much loss of output'],
            ['could', f.S, `drop its weakest ${name} with little loss`],
            ['would', `stopping the weakest ${name}`, 'cost little output'],
          ],
          {
            tests: ['zero-based-review', 'pilot-test'],
            rule: rule(
              `the loss of output from stopping the lowest-return fifth, as a share of the saving`,
              'below',
              50,
              '%',
            ),
          },
        ),
        driver(
          [
            ['does', f.S, `pay more than peers for the goods and services bought for ${name}`],
            ['are', `the goods and services bought for ${name}`, 'dearer than peers pay'],
            ['could', f.S, `buy the inputs to ${name} more cheaply`],
          ],
          {
            tests: ['spend-analysis', 'benchmarking'],
            rule: rule(`the prices paid for bought-in ${name} against the best quartile of peers`, 'above', 105, '%'),
          },
        ),
      ];
    default:
      return [
        driver(
          [
            ['does', f.S, `pay more than the best peers for ${name}`],
            ['are', `the prices ${f.S} pays for ${name}`, 'above the best in its peer group'],
            ['could', f.S, `negotiate better prices for ${name}`],
          ],
          {
            tests: ['spend-analysis', 'benchmarking'],
            rule: rule(`the price ${f.S} pays for ${name} against the best quartile of peers`, 'above', 105, '%'),
            impact: 4,
          },
        ),
        driver(
          [
            ['does', f.S, `use more ${name} per ${f.u} than peers`],
            ['is', `consumption of ${name} per ${f.u}`, 'higher than at peers'],
            ['could', f.S, `use less ${name} per ${f.u}`],
          ],
          {
            tests: ['benchmarking', 'pareto'],
            rule: rule(`${name} used per ${f.u} against the peer median`, 'above', 110, '%'),
          },
        ),
        driver(
          [
            ['could', `part of the spending on ${name}`, 'be stopped or specified down'],
            ['could', f.S, `buy less or simpler ${name}`],
            ['is', `some of the spending on ${name}`, 'avoidable or over-specified'],
          ],
          {
            tests: ['zero-based-review', 'spend-analysis'],
            rule: rule(`the share of spending on ${name} that is discretionary or over-specified`, 'at-least', 10, '%'),
          },
        ),
      ];
  }
}

/**
 * The move the statement weighs as a verb phrase that reads after "Should the miner ...", whatever shape the
 * reader left it in: "a $1.2bn roll-out of fibre" -> "go ahead with the $1.2bn roll-out of fibre".
 */
export function decisionPhrase(f: Frame): string | undefined {
  // One sentence only: "acquiring a maker for EUR 1.1bn. Should it bid" stops at the full stop.
  let d = f.decision
    ?.trim()
    .split(/[.?!]\s+(?=[A-Z])/)[0]!
    .replace(/[.?!]+$/, '');
  if (!d) return undefined;
  // The deadline is added by whoever writes the question: "digitise onboarding by 2027" loses "by 2027".
  if (f.deadline && d.toLowerCase().endsWith(` ${f.deadline.toLowerCase()}`)) {
    d = d.slice(0, d.length - f.deadline.length - 1).trim();
  }
  if (/^(?:a|an|the|its)\b/i.test(d)) return `go ahead with ${d.replace(/^an?\b/i, 'the')}`;
  const gerund = /^(\w+ing)\b/.exec(d)?.[1];
  if (gerund) {
    return `${infinitive(gerund)}${d.slice(gerund.length)}`;
  }
  return d;
}

/**
 * The proposal as the subject of a sentence: "the $2.5bn expansion of its mine in Peru" from "go ahead
 * with ...", "investing EUR 2bn in offshore wind" from "invest ...", or `fallback` when there is none or it
 * would make the sentence too long.
 */
export function proposalSubject(f: Frame, fallback: string, max = 80): string {
  const d = decisionPhrase(f);
  if (!d) return fallback;
  const subject = /^go ahead with /i.test(d) ? d.replace(/^go ahead with /i, '') : optionAsSubject(d);
  return subject.length <= max ? subject : fallback;
}

const HEAD_END = /\s(?:of|in|at|for|to|on|into|across|with|from|by|near|and|that|which|so)\b/i;

/**
 * The proposal as a short noun for the labels below the root: "the $2.5bn expansion" (from "go ahead with
 * the $2.5bn expansion of its mine in Peru"), "the new canning line" (from "build a new canning line to
 * cut costs"), else "the EUR 2bn investment" or `the ${noun}`.
 */
export function proposalNoun(f: Frame, noun = 'investment', withAmount = true): string {
  const d = decisionPhrase(f);
  const head = (phrase: string) => {
    const cut = HEAD_END.exec(phrase);
    const words = (cut ? phrase.slice(0, cut.index) : phrase).trim().split(/\s+/);
    return words.length >= 1 && words.length <= 4 ? words.join(' ') : undefined;
  };
  const object = d
    ? (/^go ahead with (?:\w+ing\s+)?(?:the|a|an|its)\s+(.+)$/i.exec(d)?.[1] ??
      /^(?:build|open|construct|add|install|buy|acquire|launch|replace|upgrade)\s+(?:a|an|the|its)\s+(.+)$/i.exec(
        d,
      )?.[1])
    : undefined;
  const found = object ? head(object) : undefined;
  if (found && !/^(?:\S*\d\S*|[$£€]\S*)$/.test(found) && !/\b(?:it|them|this|that)\b/i.test(found)) {
    const bare = found.replace(/^(?:[$£€]\S+|[A-Z]{3}\s+\S+)\s+/, '');
    return `the ${withAmount ? found : bare}`;
  }
  return investment(f, noun);
}

/** One way of asking a yes/no question: auxiliary, subject, predicate, as `ask` takes them. */
export type Phrasing = readonly [aux: Parameters<typeof ask>[0], subject: string, predicate: string];

/** FNV-1a: a small, stable hash, so the same problem always gets the same wording. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // FNV's low bits mix poorly; the murmur3 finaliser spreads every input bit over the result.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * The same hypothesis in one of several wordings, chosen by the problem (its subject, industry, metric and
 * decision), so two problems of one archetype do not read alike while a problem always reads the same way.
 * Every wording must test the same claim with the same rule.
 */
export function either(
  f: Frame,
  phrasings: readonly Phrasing[],
  children: Spec[] = [],
  options: SpecOptions = {},
  salt: string = phrasings[0]![2],
): Spec {
  // Siblings of one split pass the same salt, so they share a wording and read as a parallel list.
  const key = [f.S, f.industry.id, f.M, f.decision ?? '', f.amount ?? '', f.place ?? '', salt].join('|');
  const [aux, subject, predicate] = phrasings[hash(key) % phrasings.length]!;
  return ask(aux, subject, predicate, children, options);
}

/** An open question in one of several wordings, chosen by the problem like `either`: [question, claim] pairs. */
export function eitherOpen(
  f: Frame,
  phrasings: ReadonlyArray<readonly [question: string, claim: string]>,
  children: Spec[],
  options: SpecOptions = {},
): Spec {
  const key = [f.S, f.industry.id, f.M, f.decision ?? '', f.amount ?? '', f.place ?? '', phrasings[0]![0]].join('|');
  const [question, claim] = phrasings[hash(key) % phrasings.length]!;
  return open(question, claim, children, options);
}
