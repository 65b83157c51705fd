import type { Frame } from '../frame.js';
import { capitalise, tidy } from '../text.js';
import { boughtIn, costsOf, economics, either, fit, regulatorShort } from './blocks-capital.js';
import { rule } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * A turnaround: cash and survival first. How long the cash lasts (the 13-week view, covenants, hidden calls
 * on cash), what stops the bleeding within weeks, whether a viable core is worth saving, and whether the
 * people who fund, supply and staff the business will back the plan. Split once in that order of urgency,
 * once by the lines of the cash bridge (trading, working capital, capital spending and one-offs, financing),
 * each of which the plan must move. Every test names the client's own revenue, costs, customers and people.
 */
function horizon(f: Frame): string {
  return f.deadline ? ` ${f.deadline}` : '';
}

function question(f: Frame): string | undefined {
  if (f.options.length >= 2) return undefined;
  const candidates = [
    `How can ${f.S} secure the cash to survive and return to a viable business${horizon(f)}?`,
    `How can ${f.S} secure the cash to survive${horizon(f)}?`,
  ];
  return candidates.map((q) => tidy(capitalise(q))).find((q) => q.length <= 160);
}

/** Where the losses may sit: the second segment and the second channel, in the industry's words. */
function lossPockets(f: Frame): string {
  const [, seg2] = f.industry.segments;
  const [, ch2] = f.industry.channels;
  return `${seg2} or ${f.industry.revenueModel === 'market' ? 'sales' : 'services'} through ${ch2}`;
}

function byUrgency(f: Frame): Framework {
  const e = economics(f);
  const [stream] = f.industry.revenueStreams;
  const [fc1] = f.industry.fixedCosts;
  const bought = boughtIn(f);
  const lenders = `${f.Sp} ${e.lenders}`;
  return {
    dimension: 'by urgency: runway, stopping the bleeding, the viable core, the backing of stakeholders',
    claim: fit(
      `${capitalise(f.S)} can bridge the next 13 weeks by conserving cash, and a smaller core can return to profit${horizon(f)}`,
      `${capitalise(f.S)} can bridge the next 13 weeks, and a smaller core can return to profit`,
    ),
    children: [
      either(
        f,
        [
          ['will', f.S, 'run out of cash within 13 weeks without action'],
          ['is', `${f.Sp} liquidity`, 'too thin to last a quarter as things stand'],
          ['is', 'the cash runway', `of ${f.S} shorter than a quarter`],
        ],
        [
          either(
            f,
            [
              ['would', `the 13-week forecast at current ${f.u} volumes`, 'dip below minimum cash'],
              ['would', `today's ${f.u} volumes`, 'leave the weekly cash balance below the safe minimum'],
              ['is', 'the cash balance', `set to fall below the minimum at current ${f.u} volumes`],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'scenario-sensitivity'],
              rule: rule(
                'the lowest weekly balance in the 13-week forecast against minimum operating cash',
                'below',
                100,
                '%',
              ),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['would', `a further fall in ${stream}`, `breach ${f.Sp} covenants`],
              ['is', `the covenant headroom of ${f.S}`, `too thin to absorb a further fall in ${stream}`],
              ['could', `weaker ${stream}`, `tip ${f.S} into a covenant breach`],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'scenario-sensitivity'],
              rule: rule('covenant headroom at the next test date in the base case', 'below', 10, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['are', 'there', `calls on cash the forecast misses, such as suppliers of ${bought} shortening terms`],
              ['could', `suppliers of ${bought}`, 'demand faster payment than the forecast allows'],
              ['is', 'the forecast', `blind to cash calls such as tighter terms on ${bought}`],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'expert-interviews'],
              rule: rule('cash calls missing from the forecast as a share of the opening balance', 'above', 10, '%'),
              impact: 4,
            },
          ),
        ],
        { dimension: 'liquidity runway, covenants, hidden calls on cash' },
      ),
      either(
        f,
        [
          ['can', f.S, 'stop the cash drain within weeks'],
          ['can', f.S, 'stem its cash outflow quickly'],
          ['could', f.S, 'halt the cash burn within weeks'],
        ],
        [
          either(
            f,
            [
              [
                'can',
                f.S,
                f.industry.b2b
                  ? `release cash tied up in stock and in what ${f.C} owe`
                  : 'release cash tied up in stock and other working capital',
              ],
              ['is', 'too much cash', `tied up in stock and working capital at ${f.S}`],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'benchmarking'],
              rule: rule(
                'cash releasable from working capital within 13 weeks as a share of the shortfall',
                'at-least',
                30,
                '%',
              ),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['can', f.S, `freeze projects on its ${f.industry.capacity} without losing ${f.C}`],
              ['could', `spending on the ${f.industry.capacity}`, `pause for a quarter without driving ${f.C} away`],
              ['is', `part of the spending on the ${f.industry.capacity}`, `deferrable without losing ${f.C}`],
            ],
            [],
            {
              tests: ['zero-based-review', 'cost-baseline'],
              rule: rule('spending that can be frozen for 13 weeks as a share of the shortfall', 'at-least', 20, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['are', 'most of the losses', `caused by ${lossPockets(f)}`],
              ['are', 'the losses', `concentrated in ${lossPockets(f)}`],
              ['would', `exiting ${lossPockets(f)}`, 'remove most of the losses'],
            ],
            [],
            {
              tests: ['pareto', 'customer-segmentation'],
              rule: rule('the share of cash losses from these parts of the business', 'at-least', 50, '%'),
              impact: 4,
            },
          ),
        ],
        { dimension: 'working capital, discretionary spending, loss-making parts' },
      ),
      either(
        f,
        [
          ['does', f.S, 'have a viable core worth saving'],
          ['is', 'there', `a profitable core inside ${f.S}`],
          ['could', f.S, 'survive as a smaller, profitable business'],
        ],
        [
          either(
            f,
            [
              ['are', `most of ${f.Sp} ${f.U}`, 'still earning a positive contribution'],
              ['is', `contribution per ${f.u}`, 'still positive for most of the business'],
              ['are', `most ${f.U}`, 'still profitable before overheads'],
            ],
            [],
            {
              tests: ['customer-segmentation', 'unit-economics'],
              rule: rule('the share of revenue from activities with a positive contribution', 'at-least', 60, '%'),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['can', 'the core', `hold its own against ${f.industry.competitors}`],
              ['is', 'the core', `still winning ${f.C} from ${f.industry.competitors}`],
              ['does', 'the core', `stand up to ${f.industry.competitors}`],
            ],
            [],
            {
              tests: ['competitor-profiling', 'customer-interviews'],
              rule: rule(`the change in the core's share of its market over two years`, 'at-least', 0, 'pp'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', costsOf(fc1), 'shrink to fit the core'],
              ['could', costsOf(fc1), 'fall in step with a smaller business'],
              ['is', `the level of ${costsOf(fc1)}`, 'adjustable to a smaller business'],
            ],
            [],
            {
              tests: ['benchmarking', 'cost-baseline'],
              rule: rule(
                `${costsOf(fc1)} as a share of core revenue after the cuts against the peer median`,
                'at-most',
                100,
                '%',
              ),
              impact: 4,
            },
          ),
        ],
        { dimension: 'contribution, competitive position, cost to fit' },
      ),
      either(
        f,
        [
          ['will', 'those who fund, supply and staff it', 'back the plan'],
          ['will', `the backers of ${f.S}`, 'stand behind the rescue'],
          ['is', 'support', `from lenders, owners, suppliers and staff of ${f.S} likely`],
        ],
        [
          either(
            f,
            [
              ['will', lenders, 'agree a standstill and reset the covenants'],
              ['will', lenders, 'hold off while the plan takes hold'],
              ['are', lenders, 'ready to give the plan time'],
            ],
            [],
            {
              tests: ['stakeholder-mapping', 'cash-flow-forecast'],
              // Two-thirds of the debt is the majority most facility agreements need for an amendment.
              rule: rule('the share of debt, by exposure, whose holders support a standstill', 'at-least', 66, '%'),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['will', `${f.Sp} ${e.owners}`, 'put in new money or accept dilution'],
              ['will', `${f.Sp} ${e.owners}`, 'inject fresh equity'],
              ['are', `${f.Sp} ${e.owners}`, 'willing to fund the rescue'],
            ],
            [],
            {
              tests: ['stakeholder-mapping', 'dcf-model'],
              rule: rule('new equity or bridge funding committed as a share of the funding gap', 'at-least', 50, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['will', `suppliers of ${bought} and their credit insurers`, 'keep supplying on current terms'],
              ['will', `suppliers of ${bought}`, 'keep delivering without demanding cash up front'],
              ['are', `suppliers of ${bought}`, 'likely to keep credit lines open'],
            ],
            [],
            {
              tests: ['supplier-performance', 'stakeholder-mapping'],
              rule: rule('the share of critical supply still on unchanged terms', 'at-least', 80, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['will', `the ${f.industry.workforce}`, 'accept the cost measures'],
              ['will', `the ${f.industry.workforce} and their representatives`, 'agree to the changes'],
              ['is', 'agreement', `with the ${f.industry.workforce} on the savings within reach`],
            ],
            [],
            {
              tests: ['stakeholder-mapping', 'workforce-planning'],
              rule: rule('the share of planned staff savings agreed with staff representatives', 'at-least', 75, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'by stakeholder: lenders, owners, suppliers, staff' },
      ),
    ],
  };
}

function byCashBridge(f: Frame): Framework {
  const e = economics(f);
  const [seg1] = f.industry.segments;
  const [vc1] = f.industry.variableCosts;
  const bought = boughtIn(f);
  const lever = e.commercial ? `a higher ${f.industry.price}` : 'changes to charges and service mix';
  return {
    dimension:
      'closing cash = opening cash + trading cash flow ± working capital − capital spending and one-offs + financing',
    claim: `${capitalise(f.S)} can keep cash above the minimum every week by moving all four lines of the cash bridge`,
    children: [
      either(
        f,
        [
          ['can', f.S, 'trade its way back to positive cash flow within two quarters'],
          ['will', `trading at ${f.S}`, 'turn cash-positive within six months'],
          ['is', 'operating cash flow', 'set to turn positive within two quarters'],
        ],
        [
          either(
            f,
            [
              ['can', f.S, `keep its ${seg1} through the restructuring`],
              ['will', seg1, `stay with ${f.S} during the restructuring`],
              ['are', seg1, `likely to remain loyal while ${f.S} restructures`],
            ],
            [],
            {
              tests: ['customer-interviews', 'cohort-churn'],
              rule: rule(`revenue lost from ${seg1} leaving during the restructuring`, 'at-most', 5, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', lever, 'lift contribution quickly'],
              ['would', lever, 'add contribution within two quarters'],
              ['is', 'there', `contribution to gain quickly from ${lever}`],
            ],
            [],
            {
              tests: [e.commercial ? 'price-elasticity' : 'customer-segmentation', 'pvm-bridge'],
              rule: rule(
                'the contribution gain within two quarters as a share of the cash shortfall',
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
              ['can', costsOf(vc1), 'fall faster than revenue'],
              ['could', f.S, `cut ${costsOf(vc1)} ahead of the fall in revenue`],
              ['are', costsOf(vc1), 'flexible enough to fall faster than revenue'],
            ],
            [],
            {
              tests: ['cost-baseline', 'zero-based-review'],
              rule: rule(`the fall in ${costsOf(vc1)} minus the fall in revenue over two quarters`, 'above', 0, 'pp'),
              impact: 4,
            },
          ),
        ],
        { dimension: 'revenue kept, contribution per unit, operating cost' },
      ),
      either(
        f,
        [
          ['can', f.S, 'free the cash tied up in working capital'],
          ['is', 'there', `surplus working capital in ${f.S}`],
          ['could', 'working capital', `release cash for ${f.S}`],
        ],
        [
          either(
            f,
            [
              ['does', f.S, `hold more stock than its peers for the same ${f.U}`],
              ['is', `${f.Sp} stock`, `high for its volume of ${f.U}`],
              ['could', f.S, `run with less stock for its ${f.U}`],
            ],
            [],
            {
              tests: ['inventory-service-level', 'benchmarking'],
              rule: rule('days of inventory against the peer median', 'above', 110, '%'),
              impact: 3,
            },
          ),
          f.industry.b2b
            ? either(
                f,
                [
                  ['do', f.C, `pay ${f.S} later than their terms allow`],
                  ['are', `${f.C} of ${f.S}`, 'paying late'],
                  ['could', f.S, `collect faster from ${f.C}`],
                ],
                [],
                {
                  tests: ['cash-flow-forecast', 'pareto'],
                  rule: rule('days sales outstanding against contractual payment terms', 'above', 110, '%'),
                  impact: 3,
                },
              )
            : either(
                f,
                [
                  ['can', f.S, `collect cash from ${f.C} earlier, through deposits or payment up front`],
                  ['would', `${f.C}`, `pay ${f.S} in advance for some of what they buy`],
                  ['is', 'prepayment', `a realistic option for ${f.C}`],
                ],
                [],
                {
                  tests: ['cash-flow-forecast', 'benchmarking'],
                  rule: rule(
                    'the share of revenue collected before delivery against the peer median',
                    'below',
                    100,
                    '%',
                  ),
                  impact: 2,
                },
              ),
          either(
            f,
            [
              ['can', f.S, `agree longer terms with suppliers of ${bought}`],
              ['would', `suppliers of ${bought}`, 'accept later payment'],
              ['is', 'there', `room to stretch payment terms for ${bought}`],
            ],
            [],
            {
              tests: ['supplier-performance', 'benchmarking'],
              rule: rule('days payable outstanding against the peer median', 'below', 100, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: f.industry.b2b ? 'inventory, receivables, payables' : 'inventory, customer payments, payables' },
      ),
      either(
        f,
        [
          ['can', f.S, 'cut capital spending and one-off costs without lasting harm'],
          ['could', f.S, 'defer investment and one-offs safely'],
          ['is', 'capital spending', 'deferrable without lasting damage'],
        ],
        [
          either(
            f,
            [
              ['can', `spending on ${f.industry.capacity}`, 'wait without breaching safety or compliance'],
              [
                'could',
                `work on the ${f.industry.capacity}`,
                `be postponed without falling foul of ${regulatorShort(f)}`,
              ],
            ],
            [],
            {
              tests: ['zero-based-review', 'asset-renewal'],
              rule: rule(
                'the share of planned capital spending not needed for safety or compliance',
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
              ['can', f.S, 'sell non-core assets or property within six months'],
              ['has', f.S, 'property or businesses it could sell quickly'],
              ['could', 'asset sales', 'raise cash within six months'],
            ],
            [],
            {
              tests: ['valuation-multiples', 'expert-interviews'],
              rule: rule('proceeds from non-core assets as a share of the funding gap', 'at-least', 20, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['are', 'the one-off costs of restructuring', 'fully in the forecast'],
              ['does', 'the cash plan', 'include redundancy, exit and adviser costs'],
              ['are', 'restructuring costs', 'properly provided for in the cash plan'],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'cost-baseline'],
              rule: rule(
                'restructuring costs missing from the forecast as a share of the funding gap',
                'at-most',
                0,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { dimension: 'capital spending, asset sales, restructuring costs' },
      ),
      either(
        f,
        [
          ['will', `${f.Sp} ${e.lenders} and ${e.owners}`, 'fund the gap that remains'],
          ['can', f.S, 'finance what is still missing'],
          ['is', 'the remaining funding gap', 'financeable'],
        ],
        [
          either(
            f,
            [
              ['will', `the existing ${e.lenders}`, 'hold off and reset the covenants'],
              ['will', `the existing ${e.lenders}`, 'waive the next covenant test'],
              ['are', `the existing ${e.lenders}`, 'prepared to reset the covenants'],
            ],
            [],
            {
              tests: ['stakeholder-mapping', 'cash-flow-forecast'],
              rule: rule('the share of debt, by exposure, whose holders support a standstill', 'at-least', 66, '%'),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['can', f.S, 'borrow against receivables, stock or property'],
              ['would', 'asset-based lenders', `advance money against what ${f.S} owns`],
              ['is', 'secured lending', `available against the assets of ${f.S}`],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'expert-interviews'],
              rule: rule('new secured lending available as a share of the remaining gap', 'at-least', 30, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['will', `the ${e.owners}`, 'inject the equity still needed'],
              ['will', `the ${e.owners}`, 'cover the rest with new capital'],
              ['are', `the ${e.owners}`, 'ready to close the gap with equity'],
            ],
            [],
            {
              tests: ['stakeholder-mapping', 'dcf-model'],
              rule: rule('new equity committed as a share of the remaining gap', 'at-least', 100, '%'),
              impact: 4,
            },
          ),
        ],
        { dimension: 'existing lenders, new lenders, owners' },
      ),
    ],
  };
}

export const turnaround: ArchetypeDefinition = {
  id: 'turnaround',
  decision: false,
  deciders: ['the board', 'the lenders'],
  question,
  variants: [
    { name: 'by urgency', build: byUrgency },
    { name: 'by line of the cash bridge', build: byCashBridge },
  ],
};
