import { optionList, type Frame } from '../frame.js';
import { capitalise, tidy } from '../text.js';
import { both, by, costsOf, currencyOf, economics, either, peers } from './blocks-capital.js';
import { optionAsSubject } from './options.js';
import { ask, as, open, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Several projects under a budget cap: fund what must be done, rank the rest by value per unit of capital,
 * then check that the set carries a risk the client can bear and can be phased within the cap year by year.
 * Split once by the steps of the allocation, once by type of project (keep the base running, save, grow,
 * explore), because each type earns its place on a different test.
 */
function budget(f: Frame): string {
  return f.amount ? `its ${f.amount} budget` : 'its budget';
}

/** "per euro of capital", "per dollar of capital", or "per unit of capital". */
function perUnit(f: Frame): string {
  const cur = currencyOf(f);
  const word: Record<string, string> = {
    $: 'dollar',
    USD: 'dollar',
    '£': 'pound',
    GBP: 'pound',
    EUR: 'euro',
    '€': 'euro',
  };
  return `per ${word[cur] ?? 'unit'} of capital`;
}

function question(f: Frame): string | undefined {
  const named = f.options.length >= 2 ? `Which of ${optionList(f.options)}` : 'Which projects';
  const full = tidy(`${named} should ${f.S} fund within ${budget(f)}${by(f)}?`);
  if (full.length <= 160) return full;
  const short = tidy(`Which projects should ${f.S} fund within ${budget(f)}${by(f)}?`);
  return short.length <= 160 ? short : undefined;
}

/** The value measure a project is ranked on: net present value per unit of capital, or a benefit-cost ratio. */
function valueRule(f: Frame, subject: string) {
  const e = economics(f);
  return e.commercial || e.model === 'regulated'
    ? rule(`the net present value of ${subject} ${perUnit(f)}`, 'above', 0)
    : rule(`the benefit-cost ratio of ${subject}`, 'at-least', 1.5);
}

function ranking(f: Frame): Spec {
  const named = f.options.length >= 2 && f.options.length <= 5;
  const children = named
    ? as(
        'option',
        f.options.map((option) =>
          ask('does', optionAsSubject(option), `return more ${perUnit(f)} than the projects below the cut-off`, [], {
            tests: ['capital-rationing', 'dcf-model'],
            rule: valueRule(f, optionAsSubject(option)),
            impact: 4,
          }),
        ),
      )
    : [
        either(
          f,
          [
            ['do', 'a third of the projects', `carry most of the value for ${f.C}`],
            ['is', `the value for ${f.C}`, 'concentrated in a few projects'],
            ['would', 'funding only the best third', `capture most of the value for ${f.C}`],
          ],
          [],
          {
            tests: ['capital-rationing', 'pareto'],
            rule: rule('the share of portfolio value from the top third of projects', 'at-least', 60, '%'),
            impact: 5,
          },
        ),
        either(
          f,
          [
            ['are', 'the business cases', `built on the same ${f.industry.price} and ${f.u} assumptions`],
            ['do', 'sponsors', `use one common view of ${f.industry.price} and ${f.u} volumes`],
            ['are', 'the cases', `comparable, with one set of assumptions on ${f.industry.price} and ${f.U}`],
          ],
          [],
          {
            tests: ['dcf-model', 'benchmarking'],
            rule: rule(
              'the share of claimed benefits estimated on the common method with evidence',
              'at-least',
              70,
              '%',
            ),
            impact: 4,
          },
        ),
        either(
          f,
          [
            ['are', 'dependent projects', 'funded together'],
            ['does', 'the cut-off line', 'keep linked projects on the same side'],
            ['are', 'linked projects', 'kept together above or below the line'],
          ],
          [],
          {
            tests: ['capital-rationing', 'expert-interviews'],
            rule: rule('the number of dependent projects split by the cut-off line', 'at-most', 0),
            impact: 3,
          },
        ),
      ];
  return open(
    `Which of the remaining projects return most ${perUnit(f)}?`,
    `A minority of the remaining projects return most of the value ${perUnit(f)}`,
    children,
    {
      kind: 'issue',
      dimension: named ? 'by named project' : 'concentration of value, quality of estimates, dependencies',
    },
  );
}

function capFit(f: Frame, dimension: string): Spec {
  return either(
    f,
    [
      ['can', f.S, `phase the chosen projects to stay within ${budget(f)}, year by year`],
      ['can', 'the spending', `be phased to fit ${budget(f)} every year`],
      ['will', 'the annual profile', `respect ${f.Sp} ${f.amount ? `${f.amount} ` : ''}budget`],
    ],
    [
      either(
        f,
        [
          ['does', 'spending', "stay under each year's share of the cap"],
          ['is', 'the peak year', 'within its annual limit'],
          ['will', 'the busiest year', 'stay inside its limit'],
        ],
        [],
        {
          tests: ['cash-flow-forecast', 'capital-rationing'],
          rule: rule("the highest year's spending as a share of that year's limit", 'at-most', 100, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['can', 'the marginal projects', `wait a year without worsening ${f.industry.kpis[1]}`],
          ['would', 'a year of delay on the marginal projects', `leave ${f.industry.kpis[1]} intact`],
          ['is', 'deferral', `of the marginal projects harmless to ${f.industry.kpis[1]}`],
        ],
        [],
        {
          tests: ['dcf-model', 'scenario-sensitivity'],
          rule: rule(
            'value lost by deferring the marginal projects a year, as a share of their value',
            'at-most',
            10,
            '%',
          ),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['can', 'the largest projects', 'be released in stages'],
          ['could', 'the biggest commitments', 'be split into tranches with go or stop points'],
          ['is', 'staged release', 'possible for the largest projects'],
        ],
        [],
        {
          tests: ['option-npv', 'risk-modelling'],
          rule: rule('the share of the largest projects’ capital released only at later gates', 'at-least', 50, '%'),
          impact: 3,
        },
      ),
    ],
    { dimension },
  );
}

function bySteps(f: Frame): Framework {
  const e = economics(f);
  return {
    dimension: 'the steps of capital allocation: must-dos, ranking, risk, phasing under the cap',
    claim: `After the true must-dos, funding projects in order of value ${perUnit(f)} gets ${f.S} more from ${budget(f)} than the current list`,
    children: [
      open(
        `Which projects must ${f.S} fund whatever their payback?`,
        `Fewer projects are true must-dos than the current list says`,
        [
          either(
            f,
            [
              [
                'is',
                'every must-do project',
                `backed by a duty to ${f.industry.regulator}, a safety case or a contract`,
              ],
              ['is', 'each must-do project', `required by ${f.industry.regulator}, a safety case or a contract`],
              ['are', 'the must-do projects', 'genuinely compulsory'],
            ],
            [],
            {
              tests: ['regulatory-review', 'expert-interviews'],
              rule: rule(
                'the share of must-do spending backed by a written legal, safety or contractual obligation',
                'at-least',
                90,
                '%',
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', 'the obligations', `be met at the lower cost ${peers(f)} achieve`],
              ['can', 'the same obligations', `be met for less, as ${peers(f)} show`],
              ['is', 'the scope of the obligations', 'larger than the duty requires'],
            ],
            [],
            {
              tests: ['zero-based-review', 'benchmarking'],
              rule: rule(
                'the saving from meeting obligations at minimum scope, as a share of must-do spending',
                'at-least',
                10,
                '%',
              ),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['are', `projects already under way on the ${f.industry.capacity}`, 'worth more finished than stopped'],
              ['would', `stopping work in progress on the ${f.industry.capacity}`, 'lose more than it saves'],
              ['should', 'work already started', `on the ${f.industry.capacity} be finished`],
            ],
            [],
            {
              tests: ['dcf-model', 'option-npv'],
              rule: rule('the cost to finish as a share of the value still to come', 'at-most', 100, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['are', 'strategic projects without a quantified case', 'a small share of the budget'],
              ['is', 'little of the budget', 'going to projects justified only as strategic'],
              ['are', 'unquantified strategic projects', 'a minor call on the budget'],
            ],
            [],
            {
              tests: ['capital-rationing', 'stakeholder-mapping'],
              rule: rule('the share of the budget on strategic projects with no quantified case', 'at-most', 15, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'obligation, scope, work under way, strategy' },
      ),
      ranking(f),
      either(
        f,
        [
          ['does', 'the chosen set', `carry a risk ${f.S} can bear`],
          ['is', 'the risk in the chosen set', `acceptable for ${f.S}`],
          ['can', f.S, 'live with the risk in the chosen projects'],
        ],
        [
          either(
            f,
            [
              ['is', 'the budget', 'spread rather than riding on one large project'],
              ['is', 'every single project', 'below a third of the budget'],
              ['is', 'the budget', 'free of over-reliance on one project'],
            ],
            [],
            {
              tests: ['capital-rationing', 'risk-modelling'],
              rule: rule('the share of the budget in the largest single project', 'at-most', 30, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['does', 'the chosen set', `keep its value if ${f.industry.kpis[0]} disappoints`],
              ['would', `a setback in ${f.industry.kpis[0]}`, 'still leave the chosen set worth funding'],
              ['is', 'the chosen set', `robust to a setback in ${f.industry.kpis[0]}`],
            ],
            [],
            {
              tests: ['scenario-sensitivity', 'risk-modelling'],
              rule: rule(
                `the ${e.value} of the chosen set in the downside case`,
                e.commercial ? 'above' : 'at-least',
                e.commercial ? 0 : 1,
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['are', 'there', `enough ${f.industry.workforce} to deliver this many projects at once`],
              ['can', `the ${f.industry.workforce}`, 'carry this many projects alongside the day job'],
              ['is', 'delivery capacity', 'sufficient for this many projects at once'],
            ],
            [],
            {
              tests: ['workforce-planning', 'capacity-utilisation'],
              rule: rule('peak project workload as a share of delivery capacity', 'at-most', 100, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'concentration, downside, delivery capacity' },
      ),
      capFit(f, 'annual limits, deferral, staging'),
    ],
  };
}

function byType(f: Frame): Framework {
  const e = economics(f);
  const grow = e.commercial ? `grow revenue from ${f.C}` : `improve the service to ${f.C}`;
  const kind = e.commercial ? 'growth' : 'service improvement';
  const [fc1] = f.industry.fixedCosts;
  return {
    dimension: 'by type of project: keep the base running, save, grow, explore; then the cap',
    claim: `${capitalise(f.S)} can fund more of what matters within ${budget(f)} by tightening upkeep and rationing growth and bets on value`,
    children: [
      either(
        f,
        [
          ['is', `upkeep of the ${f.industry.capacity}`, 'set by condition and risk rather than habit'],
          ['does', `spending on the ${f.industry.capacity}`, 'follow its condition rather than last year’s budget'],
          ['is', `maintenance of the ${f.industry.capacity}`, 'driven by condition data'],
        ],
        [
          either(
            f,
            [
              ['does', 'renewal spending', `go first to the parts of the ${f.industry.capacity} most likely to fail`],
              ['are', `the riskiest parts of the ${f.industry.capacity}`, 'renewed first'],
              ['is', 'renewal', 'prioritised by the risk of failure'],
            ],
            [],
            {
              tests: ['asset-renewal', 'risk-modelling'],
              rule: rule('the share of renewal spending on assets in the highest risk band', 'at-least', 60, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['is', `upkeep spending per ${f.u}`, `in line with ${peers(f)}`],
              ['is', `${f.Sp} upkeep per ${f.u}`, `no higher than at ${peers(f)}`],
              ['could', f.S, `maintain its ${f.industry.capacity} for less per ${f.u}`],
            ],
            [],
            {
              tests: ['benchmarking', 'cost-baseline'],
              rule: rule(`upkeep capital per ${f.u} against the peer median`, 'at-most', 110, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'where it goes, how much' },
      ),
      either(
        f,
        [
          ['should', `projects that cut running costs such as ${costsOf(fc1)}`, 'go first'],
          ['should', `projects that lower ${costsOf(fc1)}`, 'come early in the queue'],
          ['are', `savings in ${costsOf(fc1)}`, 'the quickest return in the portfolio'],
        ],
        [
          either(
            f,
            [
              ['do', 'the cost-saving projects', 'pay back within three years'],
              ['will', 'the savings', 'repay these projects inside three years'],
              ['is', 'the payback', 'of the cost-saving projects under three years'],
            ],
            [],
            {
              tests: ['dcf-model', 'cost-baseline'],
              rule: rule('the payback period of the cost-saving projects', 'at-most', 3, 'years'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', 'their savings', `be traced to ${f.industry.data.costs}`],
              ['do', 'the claimed savings', `show up in ${f.industry.data.costs}`],
              ['are', 'the savings', `visible in ${f.industry.data.costs}`],
            ],
            [],
            {
              tests: ['cost-baseline', 'benchmarking'],
              rule: rule('the share of claimed savings traced to a line of the current cost base', 'at-least', 80, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'speed of return, reality of savings' },
      ),
      either(
        f,
        [
          ['are', `the projects that ${grow}`, `backed by demand ${f.S} can show`],
          ['is', `the demand behind the projects that ${grow}`, 'proven'],
        ],
        [
          either(
            f,
            [
              ['is', `demand from ${both(...f.industry.segments)}`, 'evidenced beyond the sponsors’ forecasts'],
              [
                'are',
                `the forecasts for ${both(...f.industry.segments)}`,
                'backed by contracts, pilots or market data',
              ],
              ['is', `the demand forecast for ${both(...f.industry.segments)}`, 'supported by hard evidence'],
            ],
            [],
            {
              tests: ['demand-forecast', 'market-sizing'],
              rule: rule(
                'the share of forecast volume backed by contracts, pilots or market data',
                'at-least',
                50,
                '%',
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['does', `every ${kind} project`, `beat the cut-off on value ${perUnit(f)}`],
              ['do', `all the ${kind} projects`, `clear the hurdle ${perUnit(f)}`],
              ['is', `each ${kind} project`, `above the cut-off ${perUnit(f)}`],
            ],
            [],
            {
              tests: ['capital-rationing', 'dcf-model'],
              rule: valueRule(f, `each ${kind} project`),
              impact: 4,
            },
          ),
        ],
        { dimension: 'demand evidence, value' },
      ),
      either(
        f,
        [
          ['are', 'the longer-term bets', 'small and staged enough to stop cheaply'],
          ['can', 'the experimental projects', 'be stopped early at little cost'],
          ['is', 'the downside', 'of the experimental projects capped'],
        ],
        [
          either(
            f,
            [
              ['is', 'the share of the budget on bets', 'within the limit the board would set'],
              ['do', 'unproven bets', 'take only a small slice of the budget'],
              ['is', 'spending on bets', 'kept to a small slice of the budget'],
            ],
            [],
            {
              tests: ['capital-rationing', 'stakeholder-mapping'],
              rule: rule('the share of the budget on unproven bets', 'at-most', 15, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['does', 'each bet', 'have a milestone that releases or stops the next tranche'],
              ['is', 'funding for each bet', 'tied to milestones'],
              ['will', 'each bet', 'get money only as it hits its milestones'],
            ],
            [],
            {
              tests: ['option-npv', 'risk-modelling'],
              rule: rule('the share of bets with a gate and stop criteria', 'at-least', 100, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'size, staging' },
      ),
      capFit(f, 'annual limits, deferral, staging'),
    ],
  };
}

export const investmentPortfolio: ArchetypeDefinition = {
  id: 'investment-portfolio',
  decision: true,
  deciders: ['the board', 'the investment committee'],
  question,
  variants: [
    { name: 'by allocation step', build: bySteps },
    { name: 'by type of project', build: byType },
  ],
};
