import type { Frame } from '../frame.js';
import { capitalise, possessive, tidy } from '../text.js';
import {
  both,
  by,
  costsOf,
  currencyOf,
  decisionPhrase,
  either,
  fundingTest,
  poolName,
  regulatorShort,
} from './blocks-capital.js';
import { rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * A deal: price against value. For a buyer, value is the target's standalone value plus the synergies net of
 * their cost, and the deal is only worth doing if the market and the target's position bear out the plan,
 * the buyer can integrate it and the deal risks are priced in. A financial buyer has no synergies: its value
 * comes from the value-creation plan and the exit. A seller asks the mirror questions: is the business worth
 * more to a buyer than to itself, can it be separated, and is the rest stronger without it. Split once by
 * component of value, once by phase of the deal (rationale, price, closing, integration).
 */
interface Deal {
  kind: 'acquisition' | 'merger' | 'sale';
  /** The other company, or the business for sale, as it reads mid-sentence: "the specialty coatings maker". */
  target: string;
  /** The short name used after the first mention, and its possessive: "the chain", "the chain's". */
  short: string;
  targetp: string;
  /** "the EUR 1.1bn price", or "the price asked" when the statement names none. */
  price: string;
  /** A private equity fund or other investor, whose value comes from its plan and the exit, not synergies. */
  financial: boolean;
}

const VERB = /^(?:acquire|buy|take over|purchase|bid for|merge with|sell|divest|dispose of|spin off|carve out)\s+/i;

function dealOf(f: Frame): Deal {
  const d = decisionPhrase(f) ?? '';
  const kind: Deal['kind'] = /^(?:sell|divest|dispose|spin off|carve out|exit)\b/i.test(d)
    ? 'sale'
    : /^merge\b/i.test(d)
      ? 'merger'
      : 'acquisition';
  let target = VERB.test(d) ? d.replace(VERB, '') : '';
  target = target
    .split(/\s(?:for|at|to|in order to|so as to|with a view to|valued at|worth)\s/i)[0]!
    .replace(/[,;].*$/, '')
    .trim();
  if (target.split(/\s+/).length > 7) target = '';
  target = target.replace(/^(?:a|an)\s/i, 'the ');
  if (!/^(?:the|its|their)\s/i.test(target) && !/^[A-Z]/.test(target)) target = target ? `the ${target}` : '';
  if (!target)
    target = kind === 'sale' ? 'the business for sale' : kind === 'merger' ? 'the merger partner' : 'the target';
  if (/^its\s/i.test(target)) target = target.replace(/^its\s/i, `${f.Sp} `);
  const financial = /\b(?:private equity|equity firm|fund|investor|investment firm|buyout|family office)\b/i.test(
    `${f.S} ${f.statement}`,
  );
  const words = target.split(/\s+/);
  const of = words.indexOf('of');
  const short =
    words.length <= 4 && of < 0 ? target : of > 1 ? `the ${words[of - 1]}` : `the ${words[words.length - 1]}`;
  return {
    kind,
    target,
    short,
    targetp: possessive(short),
    price: f.amount
      ? `the ${f.amount} price`
      : kind === 'sale'
        ? 'the price buyers would pay'
        : kind === 'merger'
          ? 'the proposed exchange ratio'
          : 'the price asked',
    financial: financial && kind === 'acquisition',
  };
}

function question(f: Frame): string | undefined {
  if (f.options.length >= 2) return undefined;
  const deal = dealOf(f);
  const move =
    decisionPhrase(f) ??
    (deal.kind === 'sale'
      ? 'sell the business'
      : deal.kind === 'merger'
        ? 'go ahead with the merger'
        : 'go ahead with the deal');
  const tail = deal.kind === 'merger' ? 'and on what terms' : 'and at what price';
  const full = tidy(`${capitalise(`Should ${f.S} ${move}${by(f)}`)}, ${tail}?`);
  if (full.length <= 160) return full;
  const short = tidy(`${capitalise(`Should ${f.S} ${move}${by(f)}`)}?`);
  return short.length <= 160 ? short : undefined;
}

function standalone(f: Frame, deal: Deal): Spec {
  return either(
    f,
    [
      [
        'is',
        deal.target,
        deal.kind === 'merger' && !deal.price.includes('price')
          ? 'worth the share of the combined group its owners would get'
          : `worth ${deal.price} on its own`,
      ],
      [
        'can',
        deal.target,
        deal.kind === 'merger' && !deal.price.includes('price')
          ? 'justify the share of the combined group its owners would get'
          : `justify ${deal.price} without synergies`,
      ],
    ],
    [
      either(
        f,
        [
          ['does', `a valuation of ${deal.targetp} own cash flows`, `support ${deal.price}`],
          ['does', `a cash-flow valuation of ${deal.short}`, `justify ${deal.price}`],
        ],
        [],
        {
          tests: ['dcf-model', 'scenario-sensitivity'],
          rule: rule(`the standalone value of ${deal.short} as a share of the price`, 'at-least', 100, '%'),
          impact: 5,
        },
      ),
      either(
        f,
        [
          ['is', 'the valuation multiple paid', `in line with deals among ${f.industry.competitors}`],
          ['is', 'the valuation multiple', `no richer than recent deals among ${f.industry.competitors}`],
        ],
        [],
        {
          tests: ['valuation-multiples'],
          rule: rule(
            'the EV/EBITDA multiple the price implies against the median of comparable transactions',
            'at-most',
            110,
            '%',
          ),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['are', `${deal.targetp} recurring earnings`, 'as sound as its accounts show'],
          ['would', `the recurring earnings of ${deal.short}`, 'survive a quality-of-earnings review'],
        ],
        [],
        {
          tests: ['commercial-due-diligence'],
          rule: rule(
            `diligence adjustments to ${deal.targetp} EBITDA as a share of reported EBITDA`,
            'at-most',
            5,
            '%',
          ),
          impact: 4,
        },
      ),
    ],
    { dimension: 'intrinsic value, market value, quality of earnings' },
  );
}

function synergies(f: Frame, deal: Deal): Spec {
  if (deal.financial) {
    return either(
      f,
      [
        ['can', 'the value-creation plan', `earn ${f.S} its target return`],
        ['will', `the plan for ${deal.short}`, `deliver the return ${f.S} targets`],
      ],
      [
        either(
          f,
          [
            [
              'can',
              deal.short,
              `raise its EBITDA through add-ons, their synergies and lower ${costsOf(f.industry.variableCosts[0])}`,
            ],
            [
              'is',
              'there',
              `room to lift EBITDA at ${deal.short} through add-on synergies and lower ${costsOf(f.industry.variableCosts[0])}`,
            ],
          ],
          [],
          {
            tests: ['benchmarking', 'synergy-sizing'],
            rule: rule(
              'planned EBITDA growth backed by identified initiatives, as a share of the total',
              'at-least',
              70,
              '%',
            ),
            impact: 5,
          },
        ),
        either(
          f,
          [
            ['is', 'the exit multiple the plan assumes', 'no higher than the entry multiple'],
            ['does', 'the plan', 'need no rise in the multiple at exit'],
          ],
          [],
          {
            tests: ['valuation-multiples', 'scenario-sensitivity'],
            rule: rule('the exit multiple assumed as a share of the entry multiple', 'at-most', 100, '%'),
            impact: 4,
          },
        ),
        either(
          f,
          [
            ['does', 'the deal', 'return at least 2.5 times the equity with leverage lenders will provide'],
            ['will', 'the equity', 'come back two and a half times with the debt lenders will provide'],
          ],
          [],
          {
            tests: ['dcf-model', 'scenario-sensitivity'],
            // 2.5x over five years is roughly the 20% IRR most buyout funds underwrite to.
            rule: rule('the multiple of invested equity returned at exit in the base case', 'at-least', 2.5, 'x'),
            impact: 4,
          },
        ),
      ],
      { dimension: 'earnings growth, exit multiple, leverage' },
    );
  }
  return either(
    f,
    [
      ['are', 'the synergies', 'large and certain enough to pay for the premium'],
      ['would', 'the synergies', 'pay for the premium with room to spare'],
    ],
    [
      either(
        f,
        [
          [
            'would',
            `cost synergies in ${both(poolName(f.industry.fixedCosts[0]), 'purchasing')}`,
            'cover the premium on their own',
          ],
          ['would', `savings in ${poolName(f.industry.fixedCosts[0])} and purchasing alone`, 'pay for the premium'],
        ],
        [],
        {
          tests: ['synergy-sizing', 'benchmarking'],
          rule: rule(
            'the net present value of cost synergies as a share of the premium over standalone value',
            'at-least',
            100,
            '%',
          ),
          impact: 5,
        },
      ),
      either(
        f,
        [
          [
            'are',
            `revenue synergies from selling ${f.industry.revenueStreams[1]} to each other's ${f.C}`,
            'backed by evidence',
          ],
          ['have', f.C, `shown appetite for ${f.industry.revenueStreams[1]} from both companies`],
        ],
        [],
        {
          tests: ['synergy-sizing', 'customer-interviews'],
          rule: rule(
            'revenue synergies supported by customer evidence, as a share of those claimed',
            'at-least',
            50,
            '%',
          ),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['is', 'the one-off cost of achieving the synergies', 'within the usual range'],
          ['will', 'integration', 'cost no more than a year and a half of synergies'],
        ],
        [],
        {
          tests: ['synergy-sizing', 'integration-plan-review'],
          // One to one and a half years of run-rate synergies is the usual cost to achieve them.
          rule: rule('one-off integration cost as a multiple of run-rate synergies', 'at-most', 1.5, 'x'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'cost synergies, revenue synergies, cost to achieve' },
  );
}

function marketPosition(f: Frame, deal: Deal): Spec {
  return either(
    f,
    [
      ['are', `${deal.targetp} market and position`, 'as strong as the plan assumes'],
      ['does', deal.short, 'hold a market position as strong as the plan assumes'],
    ],
    [
      either(
        f,
        [
          ['will', `demand from ${f.industry.segments[0]}`, `grow as fast as ${deal.targetp} plan assumes`],
          ['is', `the growth ${deal.targetp} plan expects from ${f.industry.segments[0]}`, 'realistic'],
        ],
        [],
        {
          tests: ['market-sizing', 'commercial-due-diligence'],
          rule: rule(`the plan's revenue growth minus the market's forecast growth`, 'at-most', 2, 'pp'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['is', deal.short, `gaining ground against ${f.industry.competitors}`],
          ['is', deal.short, `taking share from ${f.industry.competitors}`],
        ],
        [],
        {
          tests: ['competitor-profiling', 'customer-interviews'],
          rule: rule(`the change in ${deal.targetp} market share over three years`, 'above', 0, 'pp'),
          impact: 4,
        },
      ),
      f.industry.b2b
        ? either(
            f,
            [
              ['is', `${deal.targetp} revenue`, `spread across enough ${f.C}`],
              ['is', deal.short, `free of dependence on a handful of ${f.C}`],
            ],
            [],
            {
              tests: ['customer-segmentation', 'commercial-due-diligence'],
              rule: rule(`the share of revenue from the ten largest ${f.C}`, 'at-most', 30, '%'),
              impact: 3,
            },
          )
        : either(
            f,
            [
              ['do', `${deal.targetp} ${f.C}`, 'stay as long as those of its peers'],
              ['are', `the ${f.C} of ${deal.short}`, 'at least as loyal as those of its peers'],
            ],
            [],
            {
              tests: ['cohort-churn', 'customer-survey'],
              rule: rule(`${deal.targetp} ${f.c} retention against the peer median`, 'at-least', 100, '%'),
              impact: 3,
            },
          ),
    ],
    { dimension: 'market growth, competitive position, customer base' },
  );
}

function integration(f: Frame, deal: Deal): Spec {
  const financial = deal.financial;
  return either(
    f,
    [
      [
        'can',
        f.S,
        financial
          ? `put in place the management and plan ${deal.short} needs`
          : `integrate ${deal.short} and deliver the plan`,
      ],
      [
        'will',
        'the integration',
        financial
          ? `give ${deal.short} the management and plan it needs`
          : `deliver the value planned for ${deal.short}`,
      ],
    ],
    [
      either(
        f,
        [
          ['does', 'the hundred-day plan', 'give every value lever an owner and a milestone'],
          ['does', 'every value lever', 'have an owner and a date in the hundred-day plan'],
        ],
        [],
        {
          tests: ['integration-plan-review'],
          rule: rule('the share of planned value with a named owner and milestone', 'at-least', 80, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['can', f.S, `keep the key people of ${deal.short}, above all its ${f.industry.workforce}`],
          ['will', `the key ${f.industry.workforce} of ${deal.short}`, 'stay through the integration'],
        ],
        [],
        {
          tests: ['attrition-drivers', 'stakeholder-mapping'],
          rule: rule('the share of key people tied in by retention agreements at signing', 'at-least', 90, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['can', `the two companies' systems`, `be joined without disrupting ${f.industry.stages[3]}`],
          ['can', f.S, `merge the two companies' systems without disrupting ${f.industry.stages[3]}`],
        ],
        [],
        {
          tests: ['systems-review', 'capability-assessment'],
          rule: rule(`the share of ${f.c}-facing systems with a tested migration plan`, 'at-least', 80, '%'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'plan, people, systems' },
  );
}

function dealRisks(f: Frame, deal: Deal): Spec {
  return either(
    f,
    [
      ['are', 'the risks of the deal', 'priced in or covered'],
      ['are', 'the deal risks', 'covered by price, contract or financing'],
    ],
    [
      either(
        f,
        [
          ['will', both('the competition authorities', regulatorShort(f)), 'clear the deal without costly remedies'],
          [
            'will',
            'the deal',
            `pass ${both('the competition authorities', regulatorShort(f))} without costly remedies`,
          ],
        ],
        [],
        {
          tests: ['regulatory-review', 'expert-interviews'],
          rule: rule('the share of deal value at risk from likely remedies', 'at-most', 10, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['are', 'the liabilities found in diligence', 'covered by the price, warranties or indemnities'],
          ['are', 'the liabilities diligence finds', 'dealt with through warranties, indemnities or the price'],
        ],
        [],
        {
          tests: ['commercial-due-diligence', 'risk-modelling'],
          rule: rule('uncovered liabilities as a share of the price', 'at-most', 2, '%'),
          impact: 3,
        },
      ),
      financing(f, deal),
    ],
    { dimension: 'approvals, liabilities, financing' },
  );
}

/** A corporate buyer funds the deal from its balance sheet; a fund from equity and the debt lenders will provide. */
function financing(f: Frame, deal: Deal): Spec {
  if (!deal.financial) return fundingTest(f, `the deal at ${deal.price}`, 3);
  return either(
    f,
    [
      ['can', 'the debt package', 'carry the business through a downturn'],
      ['would', 'the debt', 'stay serviceable in a downturn'],
    ],
    [],
    {
      tests: ['cash-flow-forecast', 'scenario-sensitivity'],
      // Below twice interest cover, a leveraged business has little room before its covenants bite.
      rule: rule('EBITDA as a multiple of interest in the downside case', 'at-least', 2, 'x'),
      impact: 3,
    },
  );
}

/** The seller's questions, split by component of value. */
function saleByValue(f: Frame, deal: Deal): Framework {
  const cur = currencyOf(f);
  const [fc1] = f.industry.fixedCosts;
  return {
    dimension: 'value to buyers against value kept, separation and what remains',
    claim: `${capitalise(deal.target)} is worth more to a buyer than to ${f.S}, and the rest of ${f.S} is stronger without it`,
    children: [
      either(
        f,
        [
          ['would', 'buyers', `pay more than ${deal.target} is worth to ${f.S}`],
          ['is', deal.target, `worth more to a buyer than to ${f.S}`],
        ],
        [
          either(
            f,
            [
              ['is', `the value of ${deal.short} under ${f.Sp} own plan`, 'below what buyers would pay'],
              ['would', 'buyers', `pay more than ${deal.short} is worth under ${f.Sp} own plan`],
            ],
            [],
            {
              tests: ['dcf-model', 'valuation-multiples'],
              rule: rule('the expected sale proceeds minus the value of keeping the business', 'above', 0, cur),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['are', 'there', 'buyers with synergies who can pay a premium'],
              ['could', 'buyers with synergies', 'afford to pay a premium'],
            ],
            [],
            {
              tests: ['expert-interviews', 'synergy-sizing'],
              rule: rule('the number of credible buyers with synergies', 'at-least', 3),
              impact: 4,
            },
          ),
        ],
        { dimension: 'hold value against sale value' },
      ),
      either(
        f,
        [
          ['can', f.S, `separate ${deal.short} cleanly`],
          ['can', deal.short, `be carved out of ${f.S} cleanly`],
        ],
        [
          either(
            f,
            [
              ['can', f.S, `remove the shared ${costsOf(fc1)} that would be left behind`],
              ['would', `the shared ${costsOf(fc1)} left behind`, 'be removable within a year'],
            ],
            [],
            {
              tests: ['cost-baseline', 'zero-based-review'],
              rule: rule(
                'stranded costs that cannot be removed within a year, as a share of the business sold',
                'at-most',
                2,
                '%',
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', 'shared systems, sites and contracts', 'be split under short transitional agreements'],
              ['can', f.S, 'split shared systems, sites and contracts under short transitional agreements'],
            ],
            [],
            {
              tests: ['systems-review', 'integration-plan-review'],
              rule: rule('the months of transitional services the buyer would need', 'at-most', 12, 'months'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'stranded costs, shared assets' },
      ),
      either(
        f,
        [
          ['is', `the rest of ${f.S}`, `stronger without ${deal.short}`],
          ['would', `the rest of ${f.S}`, `do better without ${deal.short}`],
        ],
        [
          either(
            f,
            [
              ['would', 'the remaining business', `keep its ${f.C} and its scale once ${deal.short} is gone`],
              ['would', `${f.C} of the remaining business`, `stay once ${deal.short} is gone`],
            ],
            [],
            {
              tests: ['customer-segmentation', 'synergy-sizing'],
              rule: rule('revenue of the remaining business at risk from the sale', 'at-most', 3, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', f.S, 'put the proceeds to better use'],
              ['would', 'the proceeds', `earn more elsewhere in ${f.S}`],
            ],
            [],
            {
              tests: ['option-npv', 'capital-rationing'],
              rule: rule(
                'the return on the best use of the proceeds minus the return of the business sold',
                'above',
                0,
                'pp',
              ),
              impact: 3,
            },
          ),
        ],
        { dimension: 'dis-synergies, use of proceeds' },
      ),
      either(
        f,
        [
          ['is', 'now', `a good time to sell${by(f)}`],
          ['is', 'the market', `favourable for a sale${by(f)}`],
        ],
        [
          either(
            f,
            [
              ['are', 'valuation multiples in the sector', 'at or above their long-run average'],
              ['are', 'sector multiples', 'high by historical standards'],
            ],
            [],
            {
              tests: ['valuation-multiples'],
              rule: rule('current sector multiples against their ten-year average', 'at-least', 100, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['is', `${deal.targetp} performance`, 'on a trend buyers will pay for'],
              ['is', deal.short, 'growing in a way buyers will reward'],
            ],
            [],
            {
              tests: ['commercial-due-diligence', 'benchmarking'],
              rule: rule(
                `${deal.targetp} EBITDA growth over the last two years against its peers`,
                'at-least',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { dimension: 'market timing, business momentum' },
      ),
    ],
  };
}

function byValue(f: Frame): Framework {
  const deal = dealOf(f);
  if (deal.kind === 'sale') return saleByValue(f, deal);
  const source = deal.financial ? 'its value-creation plan' : 'synergies net of their cost';
  return {
    dimension: deal.financial
      ? 'value = standalone value + value-creation plan − price, against the deal risks'
      : 'value = standalone value + net synergies − price, against the deal risks',
    claim: `${capitalise(deal.target)} is worth more to ${f.S} than ${deal.price}, counting ${source} and the deal risks`,
    children: [
      standalone(f, deal),
      synergies(f, deal),
      marketPosition(f, deal),
      integration(f, deal),
      dealRisks(f, deal),
    ],
  };
}

function byPhase(f: Frame): Framework {
  const deal = dealOf(f);
  const cur = currencyOf(f);
  const seller = deal.kind === 'sale';
  const [kpi] = f.industry.kpis;
  const synergies = `synergies in ${poolName(f.industry.fixedCosts[0])} and from ${f.industry.revenueStreams[1]}`;
  const fit = seller
    ? either(
        f,
        [
          ['does', `selling ${deal.target}`, `serve ${f.Sp} strategy better than keeping or fixing it`],
          ['would', `a sale of ${deal.short}`, `serve ${f.Sp} strategy better than keeping it`],
        ],
        [
          either(
            f,
            [
              ['is', deal.short, `outside the core where ${f.S} can win`],
              ['does', deal.short, `sit outside the markets where ${f.S} can win`],
            ],
            [],
            {
              tests: ['competitor-profiling', 'customer-segmentation'],
              rule: rule(`${deal.targetp} return on capital against the rest of ${f.S}`, 'below', 100, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['would', 'fixing it under current ownership', 'create less value than selling'],
              ['would', 'a fix-and-hold plan', 'be worth less than the sale proceeds'],
            ],
            [],
            {
              tests: ['option-npv', 'scenario-sensitivity'],
              rule: rule('the value of a fix-and-hold plan minus the expected sale proceeds', 'below', 0, cur),
              impact: 4,
            },
          ),
        ],
        { dimension: 'strategic fit, the alternative of keeping it' },
      )
    : either(
        f,
        [
          [
            'does',
            'the deal',
            deal.financial
              ? `fit ${f.Sp} investment thesis better than other targets`
              : `serve ${f.Sp} strategy better than the alternatives`,
          ],
          [
            'is',
            'the deal',
            deal.financial ? `the best fit with ${f.Sp} investment thesis` : `the best way to advance ${f.Sp} strategy`,
          ],
        ],
        [
          deal.financial
            ? either(
                f,
                [
                  ['does', deal.short, 'offer the growth platform the investment thesis needs'],
                  ['is', deal.short, 'the growth platform the investment thesis needs'],
                ],
                [],
                {
                  tests: ['commercial-due-diligence', 'market-sizing'],
                  rule: rule('the share of the investment criteria the target meets', 'at-least', 80, '%'),
                  impact: 4,
                },
              )
            : either(
                f,
                [
                  ['does', deal.short, `bring ${f.S} ${f.C}, capabilities or scale it lacks`],
                  ['would', deal.short, `give ${f.S} ${f.C}, skills or scale it cannot build itself`],
                ],
                [],
                {
                  tests: ['commercial-due-diligence', 'capability-assessment'],
                  rule: rule(
                    'the share of the deal rationale that the buyer could not build within three years',
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
              [
                'would',
                deal.financial ? 'other targets in the pipeline' : 'building, partnering or another target',
                'create less value for the money',
              ],
              [
                'is',
                'the deal',
                deal.financial
                  ? 'the best use of the fund’s capital in the pipeline'
                  : 'better value than building, partnering or another target',
              ],
            ],
            [],
            {
              tests: ['option-npv', 'competitor-profiling'],
              rule: rule('the value of the best alternative minus that of the deal', 'below', 0, cur),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['is', 'the market', `one where ${deal.short} can keep growing against ${f.industry.competitors}`],
              ['can', deal.short, `keep growing against ${f.industry.competitors}`],
            ],
            [],
            {
              tests: ['market-sizing', 'competitor-profiling'],
              rule: rule(`the forecast growth of ${deal.targetp} market`, 'above', 0, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'what it brings, the alternatives, its market' },
      );
  const price = either(
    f,
    [
      [
        'is',
        deal.price,
        seller ? `above the value ${deal.short} has for ${f.S}` : `below the value of ${deal.short} to ${f.S}`,
      ],
      [
        'does',
        deal.price,
        seller ? `beat what ${deal.short} is worth to ${f.S}` : `leave value for ${f.S} after paying for ${deal.short}`,
      ],
    ],
    [
      either(
        f,
        [
          [
            'does',
            `the standalone value at today's ${kpi}`,
            seller ? 'fall short of the offers in view' : 'cover most of the price',
          ],
          [
            'is',
            `the value of ${deal.short} at today's ${kpi}`,
            seller ? 'below the offers in view' : 'most of the price',
          ],
        ],
        [],
        {
          tests: ['dcf-model', 'valuation-multiples'],
          rule: rule(
            'the standalone value as a share of the price',
            seller ? 'below' : 'at-least',
            seller ? 100 : 85,
            '%',
          ),
          impact: 5,
        },
      ),
      seller
        ? either(
            f,
            [
              ['would', 'a competitive auction', 'raise the price above the first offer'],
              ['would', 'more bidders', 'push the price above the first offer'],
            ],
            [],
            {
              tests: ['expert-interviews', 'valuation-multiples'],
              rule: rule('the number of bidders likely to take part', 'at-least', 3),
              impact: 3,
            },
          )
        : either(
            f,
            [
              [
                'is',
                deal.financial ? 'the value from the plan' : `the value of ${synergies}`,
                'enough to close the rest of the gap',
              ],
              [
                'would',
                deal.financial ? 'the plan and its cost savings' : synergies,
                'make up the rest of the premium',
              ],
            ],
            [],
            {
              tests: ['synergy-sizing', 'scenario-sensitivity'],
              rule: rule(
                deal.financial
                  ? 'the value of the plan net of its cost minus the premium paid'
                  : 'the value of synergies net of their cost minus the premium paid',
                'above',
                0,
                cur,
              ),
              impact: 4,
            },
          ),
      either(
        f,
        [
          [
            'has',
            f.S,
            seller
              ? 'a clear floor below which selling no longer beats keeping'
              : 'a clear walk-away price that keeps the deal worth doing',
          ],
          [
            'has',
            f.S,
            seller
              ? 'set the floor below which it keeps the business'
              : 'set a walk-away price that keeps the deal worth doing',
          ],
        ],
        [],
        {
          tests: ['scenario-sensitivity', 'risk-modelling'],
          rule: rule(
            seller
              ? 'the offer against the value of keeping the business'
              : 'the price against the value in the downside case',
            seller ? 'at-least' : 'at-most',
            100,
            '%',
          ),
          impact: 3,
        },
      ),
    ],
    {
      dimension: seller
        ? 'hold value, competition for the asset, the floor'
        : 'standalone value, added value, the ceiling',
    },
  );
  const closing = either(
    f,
    [
      ['can', f.S, seller ? 'close the sale cleanly and quickly' : 'get the deal done on acceptable terms'],
      ['will', 'the deal', seller ? 'close cleanly and quickly' : 'close on acceptable terms'],
    ],
    [
      either(
        f,
        [
          ['will', both('the competition authorities', regulatorShort(f)), 'approve the deal without costly remedies'],
          [
            'can',
            f.S,
            `win approval from ${both('the competition authorities', regulatorShort(f))} without costly remedies`,
          ],
        ],
        [],
        {
          tests: ['regulatory-review', 'expert-interviews'],
          rule: rule('the share of deal value at risk from likely remedies', 'at-most', 10, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          [
            'are',
            'the findings of diligence',
            seller ? 'small enough not to cut the price' : 'covered by the price and the contract',
          ],
          [
            'are',
            'diligence findings',
            seller ? 'unlikely to cut the price' : 'dealt with in the price and the contract',
          ],
        ],
        [],
        {
          tests: ['commercial-due-diligence', 'risk-modelling'],
          rule: rule('uncovered liabilities and adjustments as a share of the price', 'at-most', 2, '%'),
          impact: 3,
        },
      ),
      seller
        ? either(
            f,
            [
              [
                'can',
                `shared systems, sites and contracts`,
                `be separated from ${deal.short} under short transitional agreements`,
              ],
              ['can', deal.short, 'stand alone after a short transitional service period'],
            ],
            [],
            {
              tests: ['systems-review', 'integration-plan-review'],
              rule: rule('the months of transitional services the buyer would need', 'at-most', 12, 'months'),
              impact: 3,
            },
          )
        : financing(f, deal),
    ],
    { dimension: 'approvals, diligence, financing and separation' },
  );
  const after = seller
    ? either(
        f,
        [
          ['will', `the rest of ${f.S}`, 'be stronger after the sale'],
          ['will', f.S, 'emerge stronger from the sale'],
        ],
        [
          either(
            f,
            [
              ['can', f.S, 'cut the costs the business leaves behind within a year'],
              ['would', 'costs stranded by the sale', 'be gone within a year'],
            ],
            [],
            {
              tests: ['cost-baseline', 'zero-based-review'],
              rule: rule(
                'stranded costs that cannot be removed within a year, as a share of the business sold',
                'at-most',
                2,
                '%',
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', f.S, `keep its ${f.industry.workforce} and shared ${f.C} through the sale`],
              ['will', `the ${f.industry.workforce} and shared ${f.C}`, `stay with ${f.S} through the sale`],
            ],
            [],
            {
              tests: ['stakeholder-mapping', 'customer-interviews'],
              rule: rule('revenue of the remaining business at risk from the sale', 'at-most', 3, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'stranded costs, people and customers' },
      )
    : either(
        f,
        [
          ['will', f.S, 'capture the planned gains within two years of closing'],
          ['will', 'the planned gains', 'show in the accounts within two years of closing'],
        ],
        [
          either(
            f,
            [
              ['does', 'the hundred-day plan', 'give every value lever an owner and a milestone'],
              ['does', 'every value lever', 'have an owner and a date in the hundred-day plan'],
            ],
            [],
            {
              tests: ['integration-plan-review'],
              rule: rule('the share of planned value with a named owner and milestone', 'at-least', 80, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              [
                'can',
                f.S,
                `keep ${both(`${deal.targetp} best ${f.industry.workforce}`, `its ${f.C}`)} through the change`,
              ],
              [
                'will',
                both(`the best ${f.industry.workforce}`, `the ${f.C} of ${deal.short}`),
                'stay through the change',
              ],
            ],
            [],
            {
              tests: ['attrition-drivers', 'customer-interviews'],
              rule: rule('key people and revenue lost in the first year, as a share of the total', 'at-most', 5, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              [
                'has',
                f.S,
                deal.financial
                  ? 'grown businesses like this one under its ownership before'
                  : 'integrated deals of this size well before',
              ],
              [
                'does',
                `${f.Sp} record`,
                deal.financial
                  ? 'show it can grow businesses like this one'
                  : 'show it can integrate deals of this size',
              ],
            ],
            [],
            {
              tests: ['capability-assessment', 'benchmarking'],
              rule: rule(
                `the share of planned value ${f.S} captured on its last comparable deals`,
                'at-least',
                80,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { dimension: 'plan, people and customers, track record' },
      );
  return {
    dimension: 'by phase of the deal: rationale, price, closing, after closing',
    claim: seller
      ? `Selling ${deal.target} at the right price serves ${f.Sp} strategy and can be closed cleanly`
      : `The deal serves ${f.Sp} strategy, ${deal.price} leaves value for ${f.S}, and it can be closed and integrated`,
    children: [fit, price, closing, after],
  };
}

export const mAndA: ArchetypeDefinition = {
  id: 'm-and-a',
  decision: true,
  deciders: ['the board', 'the investment committee'],
  question,
  variants: [
    { name: 'by component of value', build: byValue },
    { name: 'by phase of the deal', build: byPhase },
  ],
};
