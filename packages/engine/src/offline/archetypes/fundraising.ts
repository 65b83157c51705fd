import type { Frame } from '../frame.js';
import { noun, type Noun } from '../industries/types.js';
import { by, canGoal, currencyNoun, metricQuestion, partOfGap, peersOf } from './blocks-operations.js';
import { ask, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Fundraising: income from gifts and grants. Split once by source of income (individual giving, major
 * gifts, gifts in wills, grants from trusts, foundations and companies) and once by the economics of a
 * supporter (recruit, keep, grow, and what is invested to do so). The people who give are the industry's
 * customers where money comes from donations (a charity's donors); elsewhere (a university, a hospital,
 * a museum) they are supporters, so no tree borrows a charity's words.
 */
function giversOf(f: Frame): Noun {
  if (f.industry.revenueModel === 'donations') return f.industry.customer;
  if (f.industry.id === 'education' || f.industry.id === 'healthcare') {
    return noun(`former ${f.industry.customer.one}`, `former ${f.industry.customer.many}`);
  }
  return noun('supporter');
}

/** Who can open doors to major prospects: the charity's staff and volunteers, a university's academics. */
function ambassadorsOf(f: Frame): string {
  return f.industry.id === 'generic' ? 'senior leaders and trustees' : `senior ${f.industry.workforce}`;
}

/** The two channels through which individuals give: the industry's own, else appeals and events. */
function channelsOf(f: Frame): [string, string] {
  if (f.industry.revenueModel === 'donations') return [f.industry.channels[0], f.industry.channels[1]];
  return ['appeals by post, email and online', 'events and community giving'];
}

/** "per pound spent", or a ratio when the statement names no money. */
function perSpent(f: Frame, what: string): string {
  const money = currencyNoun(f);
  return money ? `${what} per ${money} spent` : `the ratio of ${what.replace(/^the /, '')} to its cost`;
}

/** The industry's measure of keeping givers ("donor retention rate"), else first-year retention. */
function retentionKpi(f: Frame): string {
  const kpi = f.industry.revenueModel === 'donations' ? f.industry.kpis.find((k) => /retention/.test(k)) : undefined;
  return kpi ? `${f.Sp} ${kpi}` : `first-year retention of new ${giversOf(f).many}`;
}

/** One-off givers in the industry's words ("one-off donors"), or built from the givers' noun. */
function oneOff(f: Frame): string {
  const named = f.industry.segments.find((seg) => /one-off/.test(seg));
  return named && f.industry.revenueModel === 'donations' ? `more ${named}` : `more one-off ${giversOf(f).many}`;
}

/** Individual giving: what each channel raises for its cost, and one-off gifts turned regular. */
function individualGifts(f: Frame): Spec {
  const g = giversOf(f);
  const money = currencyNoun(f);
  const [ch1, ch2] = channelsOf(f);
  return ask(
    'can',
    f.S,
    `raise more from regular and one-off gifts by individual ${g.many}`,
    [
      ask('do', ch1, `raise less${money ? ` per ${money} spent` : ' for what they cost'} than at ${peersOf(f)}`, [], {
        tests: ['fundraising-roi', 'benchmarking'],
        rule: rule(
          `${perSpent(f, `the income raised through ${ch1}`)}, as a share of the peer median`,
          'below',
          90,
          '%',
        ),
        impact: 3,
      }),
      ask('would', `more investment in ${ch2}`, 'raise more for the same total spend', [], {
        tests: ['fundraising-roi', 'scenario-sensitivity'],
        rule: rule(
          `${perSpent(f, `the income raised through ${ch2}`)}, as a share of the average across channels`,
          'above',
          120,
          '%',
        ),
        impact: 3,
      }),
      ask('could', oneOff(f), 'be asked to give a regular monthly gift', [], {
        tests: ['donor-cohort', 'conversion-funnel'],
        rule: rule(`the share of one-off ${g.many} who start a regular gift within a year`, 'below', 5, '%'),
        impact: 4,
      }),
    ],
    { kind: 'driver', dimension: 'by channel, and one-off against regular gifts' },
  );
}

/** Major gifts: the pipeline of prospects, how often they are asked, who makes the case. */
function majorGifts(f: Frame): Spec {
  return ask(
    'can',
    f.S,
    'win more and larger major gifts from wealthy individuals',
    [
      ask('is', `${f.Sp} pipeline of major-gift prospects`, 'too thin for the income it needs', [], {
        tests: ['customer-segmentation', 'conversion-funnel'],
        rule: rule(
          'qualified prospects × likely gift × success rate, as a share of the major-gift income needed',
          'below',
          100,
          '%',
        ),
        impact: 5,
      }),
      ask('are', 'qualified prospects', 'asked too rarely or for too little', [], {
        tests: ['conversion-funnel', 'benchmarking'],
        rule: rule('the share of qualified prospects asked for a gift in the last twelve months', 'below', 50, '%'),
        impact: 4,
      }),
      ask('do', ambassadorsOf(f), 'take too little part in making the case to prospects', [], {
        tests: ['conversion-funnel', 'expert-interviews'],
        rule: rule(`the share of major-gift asks made with one of the ${ambassadorsOf(f)}`, 'below', 50, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'prospects, asks, relationship capacity' },
  );
}

/** Gifts in wills: whether loyal givers hear of them, and whether they arrive in time. */
function giftsInWills(f: Frame): Spec {
  const g = giversOf(f);
  return ask(
    'can',
    f.S,
    'grow income from gifts in wills',
    [
      ask('do', `loyal ${g.many}`, 'rarely hear that they could leave a gift in their will', [], {
        tests: ['customer-survey', 'donor-cohort'],
        rule: rule(
          `the share of ${g.many} giving for five years or more who recall being told about gifts in wills`,
          'below',
          30,
          '%',
        ),
        impact: 3,
      }),
      ask('will', 'gifts in wills', `arrive in time to count towards the goal${by(f)}`, [], {
        tests: ['cash-flow-forecast', 'donor-cohort'],
        rule: rule(
          'income expected from notified and pledged gifts in wills, as a share of the growth needed',
          'at-least',
          20,
          '%',
        ),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'promotion, timing' },
  );
}

/** Grants from trusts, foundations and companies: success rate, pipeline, concentration. */
function grants(f: Frame): Spec {
  return ask(
    'can',
    f.S,
    'win more grants from trusts, foundations and companies',
    [
      ask('is', `${f.Sp} success rate on applications`, `below that of ${peersOf(f)}`, [], {
        tests: ['win-loss', 'benchmarking'],
        rule: rule('the success rate on applications minus the peer median', 'below', 0, 'pp'),
        impact: 4,
      }),
      ask(
        'is',
        'the pipeline of applications',
        `too small to deliver ${dependenceOf(f) ? 'its part of the growth needed' : partOfGap(f, 'a third')}`,
        [],
        {
          tests: ['conversion-funnel', 'funding-mix'],
          rule: rule(
            'the value of open applications × success rate, as a share of the grant income needed',
            'below',
            100,
            '%',
          ),
          impact: 4,
        },
      ),
      ask('does', f.S, 'depend on a few funders for much of its income', [], {
        tests: ['funding-mix'],
        rule: rule('the share of income from the three largest funders', 'above', 30, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'success rate, pipeline, concentration' },
  );
}

const SOURCES: ReadonlyArray<[RegExp, (f: Frame) => Spec]> = [
  [/\b(?:individual|regular|one-off|monthly|direct debits?|public|appeals?)\b/i, individualGifts],
  [/\b(?:major|philanthrop\w*|wealthy|high-net-worth)\b/i, majorGifts],
  [/\b(?:legac(?:y|ies)|wills?|bequests?)\b/i, giftsInWills],
  [/\b(?:grants?|trusts?|foundations?|compan(?:y|ies)|corporate|funders?)\b/i, grants],
];

/** "share of income from legacies": the whole and the source the statement wants to depend on less. */
function dependenceOf(f: Frame): { whole: string; source: string } | undefined {
  const match = /^(?:the )?share of (?:its |the )?(.+?) from (.+)$/i.exec(f.M);
  return match && f.direction === 'down' ? { whole: match[1]!, source: match[2]! } : undefined;
}

/**
 * Relying less on one source of income: the source's share falls when the others grow while it holds, so
 * the first question is how much they must grow (from the statement's own shares: 40% down to 25% needs the
 * rest to double), then each other source; the source itself is not a branch to grow.
 */
function byDependence(f: Frame, whole: string, source: string): Framework {
  const today = f.baseline?.unit === '%' ? f.baseline.value : undefined;
  const goal = f.target?.quantity?.unit === '%' ? f.target.quantity.value : undefined;
  // With the source flat, the others go from (100 - b)% of the total to (100/t - 1) times the source.
  const multiple = today && goal && goal < today && today < 100 ? (100 / goal - 1) / (100 / today - 1) : undefined;
  const growth = multiple ? `${Math.round((multiple - 1) * 100)}%` : undefined;
  const others = SOURCES.filter(([names]) => !names.test(source)).map(([, build]) => build(f));
  return {
    dimension: `share from ${source} = ${source} ÷ all ${whole}: grow the other sources while ${source} hold steady`,
    claim: canGoal(
      f,
      `, by growing its other ${whole}${growth ? ` by about ${growth}` : ''} while ${source} hold steady`,
    ),
    children: [
      ask(
        'can',
        `${f.Sp} ${whole} from other sources`,
        `grow ${growth ? `by ${growth}` : 'enough'}${by(f)} while ${source} hold steady`,
        [
          ask('will', source, 'hold steady rather than fall over the period', [], {
            tests: ['cash-flow-forecast', 'donor-cohort'],
            rule: rule(`the forecast change in ${whole} from ${source} over the period`, 'at-least', -5, '%'),
            impact: 4,
          }),
          ask(
            'is',
            `growth ${growth ? `of ${growth} ` : ''}in the other sources`,
            `within what ${peersOf(f)} have achieved`,
            [],
            {
              tests: ['benchmarking', 'funding-mix'],
              rule: rule(
                `the growth in other ${whole} needed, as a share of the fastest growth peers achieved over the same period`,
                'at-most',
                100,
                '%',
              ),
              impact: 5,
            },
          ),
        ],
        { kind: 'driver', dimension: 'the source held steady, the growth needed elsewhere' },
      ),
      ...others,
    ],
  };
}

function bySource(f: Frame): Framework {
  return {
    dimension: 'by source of income: individual gifts, major gifts, gifts in wills, grants',
    claim: canGoal(f, ', with most of the growth from major gifts and gifts in wills', ', where it lags its peers'),
    children: SOURCES.map(([, build]) => build(f)),
  };
}

function byEconomics(f: Frame): Framework {
  const g = giversOf(f);
  const money = currencyNoun(f);
  const framework: Framework = {
    dimension: `net income = ${g.many} recruited × years they stay × what they give each year − cost of raising it`,
    claim: canGoal(f, ` mainly by keeping and upgrading the ${g.many} it already has`, ', rather than recruiting more'),
    children: [
      ask(
        'does',
        f.S,
        `recruit enough new ${g.many} at a cost their giving repays`,
        [
          ask('does', `recruiting a new ${g.one}`, 'cost more than they give in their first two years', [], {
            tests: ['fundraising-roi', 'donor-cohort'],
            rule: rule(
              `the cost of recruiting a ${g.one} as a share of their giving over two years`,
              'above',
              100,
              '%',
            ),
            impact: 4,
          }),
          ask('does', `${f.Sp} case for support`, `persuade fewer of the people it reaches than ${peersOf(f)} do`, [], {
            tests: ['conversion-funnel', 'customer-survey'],
            rule: rule('the response rate to its appeals as a share of the peer median', 'below', 90, '%'),
            impact: 4,
          }),
          ask('is', `the number of new ${g.many}`, 'falling year on year', [], {
            tests: ['donor-cohort'],
            rule: rule(`the change in new ${g.many} recruited over the last year`, 'below', -5, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'cost per recruit, the case for support, volume' },
      ),
      ask(
        'does',
        f.S,
        `lose too many ${g.many} before their giving repays what they cost`,
        [
          ask('is', retentionKpi(f), `below that of ${peersOf(f)}`, [], {
            tests: ['donor-cohort', 'benchmarking'],
            rule: rule('first-year retention minus the sector median', 'below', 0, 'pp'),
            impact: 5,
          }),
          ask('do', 'thanks and news of impact', `reach new ${g.many} too late or too rarely`, [], {
            tests: ['customer-survey', 'donor-cohort'],
            rule: rule(`the share of new ${g.many} thanked within a week of their first gift`, 'below', 80, '%'),
            impact: 3,
          }),
          ask('are', 'regular gifts', 'lapsing through failed payments that nobody follows up', [], {
            tests: ['donor-cohort', 'root-cause'],
            rule: rule('the share of lapsed regular gifts that ended with a failed payment', 'above', 20, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'first year, stewardship, lapsed payments' },
      ),
      ask(
        'does',
        f.S,
        `fail to grow what each ${g.one} gives over time`,
        [
          ask('are', `regular ${g.many}`, 'asked to raise their gift too rarely', [], {
            tests: ['donor-cohort', 'pilot-test'],
            rule: rule(
              `the share of regular ${g.many} asked to increase their gift in the last year`,
              'below',
              30,
              '%',
            ),
            impact: 4,
          }),
          ask('are', `${g.many} who could give far more`, 'left without a personal relationship', [], {
            tests: ['customer-segmentation', 'donor-cohort'],
            rule: rule(
              `the share of the top tenth of ${g.many} by capacity who have a named contact`,
              'below',
              50,
              '%',
            ),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'upgrades, high-value relationships' },
      ),
      ask(
        'does',
        f.S,
        'invest too little in raising money, or in the wrong places',
        [
          ask('is', `${f.Sp} spend on raising money`, `below that of ${peersOf(f)} as a share of income`, [], {
            tests: ['benchmarking', 'funding-mix'],
            rule: rule('spend on raising money as a share of income, minus the peer median', 'below', -3, 'pp'),
            impact: 3,
          }),
          ask('does', 'the budget', `favour the channels that return the least${money ? ` per ${money}` : ''}`, [], {
            tests: ['fundraising-roi', 'channel-economics'],
            rule: rule('the share of spend in channels returning less than the average', 'above', 30, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'level of investment, allocation' },
      ),
    ],
  };
  // When the statement says givers are leaving, keeping them is the first branch to test.
  if (LAPSING.test(f.statement)) framework.children.unshift(framework.children.splice(1, 1)[0]!);
  return framework;
}

/** "as regular givers cancelled their direct debits": the statement says where the income went. */
const LAPSING = /\b(?:regular|monthly) (?:givers|donors|gifts|supporters)\b.{0,40}\b(?:cancel|stopp|laps|left|lost)/i;

type Focus = 'campaign' | 'regular' | 'income' | 'dependence';

/** What the statement raises money for: a campaign with a total, regular giving, or income in general. */
function focusOf(f: Frame): Focus {
  if (dependenceOf(f)) return 'dependence';
  if (LAPSING.test(f.statement)) return 'regular';
  if (/\b(?:campaign|appeal|capital|wing|building|endowment|centre|center|project)\b/i.test(f.M)) return 'campaign';
  if (/\b(?:regular|monthly|direct debit|recurring)\b/i.test(f.M)) return 'regular';
  return 'income';
}

/** A capital or named campaign: the gift table from lead gifts down, then what makes the campaign ready. */
function byGiftTable(f: Frame): Framework {
  const g = giversOf(f);
  const total = f.target?.quantity?.text ?? 'the campaign total';
  return {
    dimension: 'campaign total = lead gifts + major gifts + gifts from the wider community, on a ready campaign',
    claim: canGoal(f, `, provided a handful of lead gifts secure half of ${total}`, ' before the public launch'),
    children: [
      ask(
        'can',
        f.S,
        `secure lead gifts worth half of ${total} from a handful of ${g.many}`,
        [
          ask('does', f.S, 'know three qualified prospects for every gift at the top of the gift table', [], {
            tests: ['customer-segmentation', 'conversion-funnel'],
            rule: rule('qualified prospects per gift needed among the ten largest gifts', 'at-least', 3),
            impact: 5,
          }),
          ask('have', `${f.Sp} board and closest ${g.many}`, 'committed their own gifts before asking others', [], {
            tests: ['stakeholder-mapping', 'expert-interviews'],
            rule: rule('the share of board members who have pledged a personal gift', 'at-least', 100, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'prospects for the top gifts, leadership giving' },
      ),
      ask(
        'can',
        f.S,
        `fill the middle of the gift table from ${g.many} already close to it`,
        [
          ask('are', `${g.many} who have given before`, 'rated for what they could give to the campaign', [], {
            tests: ['customer-segmentation', 'donor-cohort'],
            rule: rule(`the share of past ${g.many} rated for capacity to give`, 'at-least', 80, '%'),
            impact: 4,
          }),
          ask('do', ambassadorsOf(f), 'open doors to the prospects the campaign needs', [], {
            tests: ['conversion-funnel', 'expert-interviews'],
            rule: rule(
              `the share of major-gift meetings attended by one of the ${ambassadorsOf(f)}`,
              'at-least',
              50,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'ratings, introductions' },
      ),
      ask(
        'will',
        'the public phase',
        `bring in the last part of ${total} from the wider community`,
        [
          ask('would', 'matched funding or a visible milestone', 'lift gifts from the wider community', [], {
            tests: ['pilot-test', 'fundraising-roi'],
            rule: rule('the response rate with a match or milestone against the rate without', 'above', 20, '%'),
            impact: 3,
          }),
          ask('do', 'trusts, foundations and companies', 'fund the kind of work the campaign will pay for', [], {
            tests: ['funding-mix', 'win-loss'],
            rule: rule(
              'the value of open applications × success rate, as a share of the campaign total',
              'at-least',
              15,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'community giving, institutional funders' },
      ),
      ask(
        'is',
        f.S,
        `ready to run the campaign${by(f)}`,
        [
          ask('does', 'the case for support', 'show prospects what their gift will change', [], {
            tests: ['customer-survey', 'expert-interviews'],
            rule: rule('the share of tested prospects who rate the case as compelling', 'above', 60, '%'),
            impact: 4,
          }),
          ask('does', f.S, 'have enough people to manage the relationships the campaign needs', [], {
            tests: ['workforce-planning', 'benchmarking'],
            rule: rule('active prospects per relationship manager', 'at-most', 150),
            impact: 3,
          }),
          ask('will', 'pledges', `be paid in time to fund the work${by(f)}`, [], {
            tests: ['cash-flow-forecast', 'scenario-sensitivity'],
            rule: rule(
              'the share of pledged value scheduled to be paid before the money is needed',
              'at-least',
              80,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'case, team, cash timing' },
      ),
    ],
  };
}

/** Regular giving by channel: where regular givers are recruited, converted and kept. */
function byChannel(f: Frame): Framework {
  const g = giversOf(f);
  const channels = channelsOf(f);
  const money = currencyNoun(f);
  const recruit = (channel: string, i: number) =>
    ask(
      'do',
      channel,
      `recruit regular ${g.many} who stay long enough to repay their cost`,
      [
        ask('does', `a regular ${g.one} recruited through ${channel}`, 'cost more than a year of their giving', [], {
          tests: ['fundraising-roi', 'donor-cohort'],
          rule: rule(
            `the cost of recruiting a regular ${g.one} through ${channel}, as a share of their first-year giving`,
            'above',
            100,
            '%',
          ),
          impact: 4,
        }),
        ask('do', `regular ${g.many} from ${channel}`, 'cancel faster than those from other channels', [], {
          tests: ['donor-cohort'],
          rule: rule(
            `the twelve-month cancellation rate of ${channel} recruits minus that of other channels`,
            'above',
            5,
            'pp',
          ),
          impact: i === 0 ? 4 : 3,
        }),
      ],
      { kind: 'driver', dimension: 'cost per recruit, cancellations' },
    );
  return {
    dimension: 'by channel: where regular gifts are recruited, converted and kept',
    claim: canGoal(f, ` by recruiting through the channel whose ${g.many} stay longest`),
    children: [
      recruit(channels[0], 0),
      recruit(channels[1], 1),
      ask(
        'can',
        f.S,
        `turn more one-off gifts into regular ones`,
        [
          ask('are', `one-off ${g.many}`, 'asked for a regular gift within weeks of their first gift', [], {
            tests: ['conversion-funnel', 'donor-cohort'],
            rule: rule(
              `the share of new one-off ${g.many} asked for a regular gift within eight weeks`,
              'at-least',
              50,
              '%',
            ),
            impact: 4,
          }),
          ask('would', 'a regular-gift ask in every thank-you', `convert more one-off ${g.many}`, [], {
            tests: ['pilot-test'],
            rule: rule('the conversion rate with the ask minus the rate without, in a test', 'above', 1, 'pp'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'timing of the ask, test' },
      ),
      ask(
        'can',
        f.S,
        `raise what its existing regular ${g.many} give`,
        [
          ask(
            'would',
            'a yearly upgrade ask',
            `raise the average regular gift${money ? ` by more than a ${money} a month` : ''}`,
            [],
            {
              tests: ['pilot-test', 'donor-cohort'],
              rule: rule(
                'the rise in the average monthly gift among those asked, against a control group',
                'above',
                5,
                '%',
              ),
              impact: 4,
            },
          ),
          ask('are', 'failed payments', 'recovered before the regular gift lapses', [], {
            tests: ['donor-cohort', 'root-cause'],
            rule: rule('the share of failed regular payments recovered within a month', 'at-least', 50, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'upgrades, payment recovery' },
      ),
    ],
  };
}

function first(f: Frame): Framework {
  const focus = focusOf(f);
  const dependence = dependenceOf(f);
  if (dependence) return byDependence(f, dependence.whole, dependence.source);
  return focus === 'campaign' ? byGiftTable(f) : focus === 'regular' ? byEconomics(f) : bySource(f);
}

function second(f: Frame): Framework {
  const focus = focusOf(f);
  if (focus === 'dependence') return byEconomics(f);
  return focus === 'income' ? byEconomics(f) : focus === 'regular' ? byChannel(f) : bySource(f);
}

export const fundraising: ArchetypeDefinition = {
  id: 'fundraising',
  decision: false,
  deciders: ['the chief executive', 'the board'],
  question: metricQuestion,
  variants: [
    { name: 'by gift table, by source or by the economics of a supporter', build: first },
    { name: 'by the economics of a supporter, by channel or by source of income', build: second },
  ],
};
