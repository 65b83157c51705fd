import type { Frame } from '../frame.js';
import { capitalise, tidy } from '../text.js';
import {
  both,
  boughtIn,
  by,
  costsOf,
  currencyOf,
  decisionPhrase,
  economics,
  either,
  fit,
  fundingTest,
  incomeTest,
  investment,
  peers,
  proposalNoun,
  proposalSubject,
  valueTest,
} from './blocks-capital.js';
import { rule } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * One investment decision: should the client commit the money, and on what conditions. Split once by the
 * tests an investment committee applies (is there a lasting need, does it beat the hurdle, does it survive
 * the downside, can the client fund and deliver it), once by the phases of the asset's life (build, ramp-up,
 * steady operation, end of life), because the cash flows and their risks differ phase by phase.
 */
function question(f: Frame): string | undefined {
  if (f.options.length >= 2) return undefined;
  const move = decisionPhrase(f) ?? `go ahead with ${investment(f)}`;
  const base = `Should ${f.S} ${move}${by(f)}`;
  const full = tidy(`${capitalise(base)}, and under what conditions?`);
  if (full.length <= 160) return full;
  const short = tidy(`${capitalise(base)}?`);
  return short.length <= 160 ? short : tidy(`Should ${f.S} go ahead with ${investment(f)}${by(f)}?`);
}

/** The proposal without its amount once it has been named ("the expansion"), or "the new asset". */
function asset(f: Frame): string {
  const noun = proposalNoun(f, 'investment', false);
  return noun === investment(f) || /\d/.test(noun) ? 'the new asset' : noun;
}

function byCommitteeTest(f: Frame): Framework {
  const e = economics(f);
  const full = proposalNoun(f);
  const it = asset(f) === 'the new asset' ? full : asset(f);
  const subject = proposalSubject(f, full);
  const cur = currencyOf(f);
  const [stream, stream2] = f.industry.revenueStreams;
  const [seg1] = f.industry.segments;
  const [kpi] = f.industry.kpis;
  const where = f.place ? ` in ${f.place}` : '';
  return {
    dimension: 'the tests of an investment case: need, value, downside, deliverability',
    claim: fit(
      `${capitalise(subject)} earns more than ${e.hurdle}, holds up in the downside and is within ${f.Sp} means`,
      `${capitalise(full)} earns more than ${e.hurdle}, holds up in the downside and is within ${f.Sp} means`,
      `${capitalise(full)} earns its hurdle, holds up in the downside and is affordable`,
    ),
    children: [
      either(
        f,
        [
          ['is', 'there', `lasting demand for ${full}${where}`],
          ['will', `${f.C}${where}`, `need what ${full} adds for years to come`],
          ['will', `the need for ${full}`, 'outlast its payback period'],
        ],
        [
          either(
            f,
            [
              ['will', `demand from ${both(seg1, `other ${f.C}`)}`, 'meet the plan'],
              ['are', 'the volumes in the plan', `backed by demand from ${both(seg1, `other ${f.C}`)}`],
              ['is', `the volume forecast for ${both(seg1, `other ${f.C}`)}`, 'realistic'],
            ],
            [],
            {
              tests: ['demand-forecast', 'market-sizing'],
              rule: rule("base-case forecast volume as a share of the plan's volume", 'at-least', 90, '%'),
              impact: 4,
            },
          ),
          incomeTest(f, it),
          e.commercial
            ? either(
                f,
                [
                  ['will', it, `improve ${f.Sp} ${kpi} against ${f.industry.competitors}`],
                  ['would', it, `narrow the gap to ${f.industry.competitors} in ${kpi}`],
                  ['would', `${f.Sp} ${kpi}`, `move closer to the best of ${f.industry.competitors} with ${it}`],
                ],
                [],
                {
                  tests: ['competitor-profiling', 'benchmarking'],
                  rule: rule(
                    `the share of the gap to the best quartile on ${kpi} that the investment closes`,
                    'at-least',
                    50,
                    '%',
                  ),
                  impact: 3,
                },
              )
            : either(
                f,
                [
                  ['would', `the service to ${f.C}`, `fall below standard without ${it}`],
                  ['is', it, `needed to keep the service to ${f.C} at standard`],
                ],
                [],
                {
                  tests: ['service-level-model', 'asset-renewal'],
                  rule: rule(
                    'the forecast service level without the investment against the standard',
                    'below',
                    100,
                    '%',
                  ),
                  impact: 3,
                },
              ),
        ],
        { dimension: 'volume, income per unit, position' },
      ),
      either(
        f,
        [
          ['does', it, 'return enough on the capital it ties up'],
          ['is', `the return on ${it}`, 'worth the capital it ties up'],
          ['would', it, 'earn an adequate return on its capital'],
        ],
        [
          valueTest(f, it),
          e.commercial
            ? either(
                f,
                [
                  ['does', it, `pay back from ${stream} alone, before any ${stream2}, within half its life`],
                  ['would', `${stream} alone`, `repay ${it} within half its life`],
                  ['is', `${stream} alone`, `enough to pay back ${it} early in its life`],
                ],
                [],
                {
                  tests: ['dcf-model'],
                  rule: rule(
                    `discounted payback on ${stream} alone, as a share of the asset's life`,
                    'at-most',
                    50,
                    '%',
                  ),
                  impact: 3,
                },
              )
            : either(
                f,
                [
                  ['would', `the benefits to ${seg1} alone`, 'cover most of the cost'],
                  ['would', `${seg1} alone`, `gain enough to justify most of the cost of ${it}`],
                ],
                [],
                {
                  tests: ['policy-evaluation', 'dcf-model'],
                  rule: rule(`the benefits to ${seg1} as a share of the whole-life cost`, 'at-least', 60, '%'),
                  impact: 3,
                },
              ),
          either(
            f,
            [
              ['does', it, `beat a phased version or sweating the existing ${f.industry.capacity}`],
              [
                'would',
                `a smaller first phase or more use of the existing ${f.industry.capacity}`,
                'create less value',
              ],
            ],
            [],
            {
              tests: ['option-npv', 'scenario-sensitivity'],
              rule: rule('the value of the full proposal minus that of the best alternative', 'above', 0, cur),
              impact: 4,
            },
          ),
        ],
        { dimension: `value at ${e.hurdle}, payback, alternatives` },
      ),
      either(
        f,
        [
          ['would', it, 'survive its main risks'],
          ['is', it, 'robust to its main risks'],
          ['would', it, 'still pay if the main risks came true'],
        ],
        [
          either(
            f,
            [
              [
                'would',
                it,
                `survive a 25% overrun and delay${f.deadline ? ` beyond ${f.deadline.replace(/^(?:by|before|within|in)\s+/i, '')}` : ''}`,
              ],
              ['would', it, 'still create value if it cost a quarter more and opened a year late'],
            ],
            [],
            {
              tests: ['scenario-sensitivity', 'risk-modelling'],
              // Large capital projects overrun by 20-45% on average; 25% and a year is a fair stress.
              rule: rule('the value with capital cost 25% higher and first output a year late', 'above', 0, cur),
              impact: 4,
            },
          ),
          either(
            f,
            e.commercial
              ? [
                  ['would', it, `survive low ${f.u} volumes and a low ${f.industry.price}`],
                  ['would', `a weak ${f.industry.price} and thin ${f.u} volumes`, `leave ${it} worth doing`],
                  ['is', it, `worth doing even at a low ${f.industry.price}`],
                ]
              : [
                  ['would', it, `survive low use by ${f.C}`],
                  ['would', `weak take-up by ${f.C}`, `leave ${it} worth doing`],
                ],
            [],
            {
              tests: ['scenario-sensitivity', 'demand-forecast'],
              rule: rule('the value in the low case for volumes and income', 'above', 0, cur),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['can', f.S, `lock in the cost of ${boughtIn(f)} and release the spending in stages`],
              ['can', f.S, `fix prices for ${boughtIn(f)} and stop the project at each gate`],
              ['are', 'the main risks', `containable through contracts for ${boughtIn(f)} and stage gates`],
            ],
            [],
            {
              tests: ['risk-modelling', 'expert-interviews'],
              rule: rule(
                'the share of the downside value at risk that can be transferred or capped',
                'at-least',
                50,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { dimension: 'cost and delay, market, risk transfer' },
      ),
      either(
        f,
        [
          ['can', f.S, `fund and deliver ${full}${by(f)}`],
          ['is', full, `within ${f.Sp} means to pay for and build${by(f)}`],
          ['is', f.S, `able to finance and execute ${full}${by(f)}`],
        ],
        [
          fundingTest(f, it),
          either(
            f,
            [
              ['has', f.S, `built ${f.industry.capacity} of this size on budget before`],
              ['does', `${f.Sp} record on past ${f.industry.capacity} projects`, 'give confidence in the estimate'],
              ['is', f.S, `a proven builder of ${f.industry.capacity}`],
            ],
            [],
            {
              tests: ['capability-assessment', 'benchmarking'],
              rule: rule(`the average cost overrun on ${f.Sp} last comparable projects`, 'at-most', 15, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            e.model === 'budget'
              ? [
                  ['can', f.S, 'secure consents and funding approval in time'],
                  ['will', 'planning consent and funding approval', 'arrive in time'],
                ]
              : [
                  ['will', f.industry.regulator, `approve ${it} in time`],
                  ['can', f.S, `win the consent of ${f.industry.regulator} on schedule`],
                  ['is', 'approval', `likely from ${f.industry.regulator} within the plan`],
                ],
            [],
            {
              tests: ['regulatory-review', 'stakeholder-mapping'],
              rule: rule('the expected time to approval as a share of the time the plan allows', 'at-most', 100, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['can', f.S, `hire the ${f.industry.workforce} to run ${asset(f)}`],
              ['are', `enough ${f.industry.workforce}`, `available to staff ${asset(f)}`],
              ['is', 'the labour market', `deep enough in ${f.industry.workforce} to staff ${asset(f)}`],
            ],
            [],
            {
              tests: ['workforce-planning', 'capability-assessment'],
              rule: rule(
                'the roles the plan needs that can be filled in time, as a share of all roles',
                'at-least',
                90,
                '%',
              ),
              impact: 2,
            },
          ),
        ],
        { dimension: 'money, track record, approvals, people' },
      ),
    ],
  };
}

function byAssetLife(f: Frame): Framework {
  const e = economics(f);
  const full = proposalNoun(f);
  const it = asset(f) === 'the new asset' ? full : asset(f);
  const subject = proposalSubject(f, full);
  const cur = currencyOf(f);
  const [kpi] = f.industry.kpis;
  const [seg1] = f.industry.segments;
  const [fc1] = f.industry.fixedCosts;
  return {
    dimension: 'by phase of the asset’s life: build, ramp-up, steady operation, end of life',
    claim: fit(
      `Across build, ramp-up, operation and closure, ${subject} returns more than ${e.hurdle}`,
      `Across build, ramp-up, operation and closure, ${full} returns more than ${e.hurdle}`,
    ),
    children: [
      either(
        f,
        [
          ['can', f.S, `build ${full} on budget and on time`],
          ['will', full, 'come in on cost and schedule'],
          ['is', 'the build', `of ${full} on track for cost and time`],
        ],
        [
          either(
            f,
            [
              ['is', `the estimate for ${it}`, 'mature enough to commit to'],
              ['does', `the estimate for ${it}`, 'carry enough contingency for its design stage'],
              ['is', 'the contingency', `in the estimate for ${it} adequate`],
            ],
            [],
            {
              tests: ['benchmarking', 'expert-interviews'],
              rule: rule(
                'the contingency in the estimate against the benchmark for its design stage',
                'at-least',
                100,
                '%',
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['is', 'the schedule', `in line with comparable ${f.industry.capacity} projects`],
              ['does', 'the build programme', `allow as long as similar ${f.industry.capacity} projects took`],
              ['is', 'the timetable', `as long as comparable ${f.industry.capacity} builds needed`],
            ],
            [],
            {
              tests: ['benchmarking', 'risk-modelling'],
              rule: rule('the planned build time as a share of the median of comparable projects', 'at-least', 90, '%'),
              impact: 3,
            },
          ),
          fundingTest(f, 'the build phase', 3),
        ],
        { dimension: 'cost, time, cash during construction' },
      ),
      either(
        f,
        [
          ['will', it, 'ramp up as fast as planned'],
          ['is', `the ramp-up of ${it}`, 'realistic'],
          ['will', it, 'hit full output on the planned date'],
        ],
        [
          either(
            f,
            [
              ['are', `enough ${seg1}`, 'committed before start-up'],
              ['have', seg1, 'signed up for enough of the first-year output'],
              ['is', 'first-year output', `largely pre-sold to ${seg1}`],
            ],
            [],
            {
              tests: ['demand-forecast', 'customer-interviews'],
              rule: rule('the share of first-year volume under contract or firm commitment', 'at-least', 50, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['will', kpi, 'reach plan as fast as at comparable start-ups'],
              ['does', 'the plan', `expect ${kpi} to reach target no sooner than peers managed`],
              ['is', `the ramp-up of ${kpi}`, 'in line with what comparable start-ups achieved'],
            ],
            [],
            {
              tests: ['benchmarking', 'capacity-utilisation'],
              rule: rule(
                `months to the planned ${kpi} against the median of comparable start-ups`,
                'at-most',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['can', f.S, `train the ${f.industry.workforce} before start-up`],
              ['will', `the ${f.industry.workforce}`, 'be recruited and trained in time'],
              ['is', 'recruitment', `of ${f.industry.workforce} on track for start-up`],
            ],
            [],
            {
              tests: ['workforce-planning'],
              rule: rule(
                'the share of operating roles filled and trained three months before start-up',
                'at-least',
                80,
                '%',
              ),
              impact: 2,
            },
          ),
        ],
        { dimension: 'demand, technical ramp-up, people' },
      ),
      either(
        f,
        [
          ['will', asset(f), 'earn its return at full output'],
          ['does', asset(f), 'earn an adequate return once running'],
          ['is', `the return on ${asset(f)}`, 'adequate in steady state'],
        ],
        [
          incomeTest(f, asset(f)),
          either(
            f,
            [
              ['will', `${costsOf(fc1)} per ${f.u}`, `match the best of ${peers(f)}`],
              ['can', asset(f), `run at ${costsOf(fc1)} per ${f.u} as low as ${peers(f)}`],
              ['is', `the planned level of ${costsOf(fc1)} per ${f.u}`, `competitive with ${peers(f)}`],
            ],
            [],
            {
              tests: ['benchmarking', 'cost-baseline'],
              rule: rule(`planned ${costsOf(fc1)} per ${f.u} against the best quartile of peers`, 'at-most', 100, '%'),
              impact: 3,
            },
          ),
          valueTest(f, `${asset(f)} over its life`, 4),
        ],
        { dimension: e.commercial ? 'price, unit cost, value' : 'income, unit cost, value' },
      ),
      either(
        f,
        [
          ['does', asset(f), 'leave more value than liabilities at the end'],
          ['is', `the end of life of ${asset(f)}`, 'covered in the case'],
          ['is', 'the case', `prudent about the closing years of ${asset(f)}`],
        ],
        [
          either(
            f,
            [
              ['is', 'the NPV', 'driven by the visible years rather than the terminal value'],
              ['is', 'the terminal value', 'a minor part of the NPV'],
              ['would', 'the case', 'stand without a large terminal value'],
            ],
            [],
            {
              tests: ['dcf-model'],
              rule: rule('the terminal value as a share of the net present value', 'at-most', 50, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['are', 'closure and restoration costs', 'in the case'],
              ['does', 'the case', 'provide for decommissioning and clean-up'],
              ['are', 'decommissioning costs', 'fully budgeted'],
            ],
            [],
            {
              tests: ['cost-baseline', 'regulatory-review'],
              rule: rule('closure and restoration costs left out of the case', 'at-most', 0, cur),
              impact: 2,
            },
          ),
          either(
            f,
            [
              ['would', `options to expand the ${f.industry.capacity}`, 'add value'],
              ['would', it, `open a valuable option to grow the ${f.industry.capacity} later`],
              ['is', 'the option', `to enlarge the ${f.industry.capacity} later worth something`],
            ],
            [],
            {
              tests: ['option-npv', 'scenario-sensitivity'],
              rule: rule('the value of the options to extend or expand', 'above', 0, cur),
              impact: 2,
            },
          ),
        ],
        { dimension: 'terminal value, closure liabilities, options' },
      ),
    ],
  };
}

export const investmentCase: ArchetypeDefinition = {
  id: 'investment-case',
  decision: true,
  deciders: ['the board', 'the investment committee'],
  question,
  variants: [
    { name: 'by investment test', build: byCommitteeTest },
    { name: 'by phase of the asset’s life', build: byAssetLife },
  ],
};
