import { segments } from './blocks.js';
import { possessive, type Ctx } from './context.js';
import type { Framework } from './financial.js';
import { as, ask } from './spec.js';

/**
 * Decisions about something: enter a market, buy a company, launch a product, invest in an asset, open a
 * channel, add capacity. Each splits into whether it is attractive, whether the client can win or deliver,
 * whether it pays, and (where it applies) how.
 */

/** What the subject sells, for "demand for ..." ("coffee", "electric scooters"); "its offer" when unclear. */
function offerOf(c: Ctx): string {
  const of = / of ((?:[\w-]+ ){0,2}[\w-]+)$/.exec(c.frame.subject.phrase);
  if (of) return of[1]!.toLowerCase();
  const words = c.S.replace(/^the /, '').split(' ');
  const org =
    /^(?:chain|company|maker|manufacturer|producer|firm|brand|group|operator|provider|retailer|business|fund|bank|insurer|tool|network|player|start-?up|supplier)$/;
  const rest = words.filter((w) => !org.test(w));
  return rest.length > 0 && rest.length < words.length ? rest.join(' ') : `${c.Sp} offer`;
}

export function marketEntry(c: Ctx): Framework {
  const market = c.O === 'the project' ? `the market in ${c.place}` : c.O;
  const offer = offerOf(c);
  return {
    dimension: 'market attractiveness + competition + ability to win + economics → entry mode',
    claim: `${c.S} should enter ${market} with a local partner, because demand is large enough and entry pays back`,
    children: [
      ask(
        'is',
        market,
        `attractive for ${c.S}`,
        [
          ask(
            'is',
            `demand for ${offer} in ${c.place}`,
            'large enough',
            segments(c, (s) => [`demand among ${s}`, 'large enough']),
            {
              dimension: 'by customer segment',
              tests: ['market-sizing', 'customer-survey'],
              impact: 5,
            },
          ),
          ask(
            'is',
            'the market',
            'growing fast enough',
            [
              ask('are', 'incomes and spending', 'rising in the target segments'),
              ask('is', 'growth', 'likely to last beyond the next few years'),
            ],
            { tests: ['market-sizing', 'expert-interviews'], impact: 4 },
          ),
          ask(
            'are',
            `margins in ${market}`,
            'high enough to earn a return',
            [
              ask('do', 'local price levels', 'support the business model'),
              ask('are', 'local operating costs', 'affordable'),
            ],
            { tests: ['benchmarking', 'unit-economics'], impact: 3 },
          ),
        ],
        { kind: 'issue', dimension: 'size, growth and profitability' },
      ),
      ask(
        'can',
        c.S,
        `beat the competition in ${market}`,
        [
          ask(
            'are',
            'the incumbents',
            'weak enough to leave room for a newcomer',
            [
              ask('do', 'a few players', 'hold most of the market'),
              ask('do', 'local players', 'enjoy cost or brand advantages'),
            ],
            { tests: ['competitor-profiling'], impact: 4 },
          ),
          ask(
            'are',
            'barriers to entry',
            'surmountable',
            [
              ask('do', 'regulations or licences', 'restrict foreign entrants'),
              ask('is', 'access to supply and sites', 'obtainable'),
            ],
            { tests: ['regulatory-review', 'expert-interviews'], impact: 3 },
          ),
          ask(
            'would',
            'competitors',
            'respond in ways that hurt the business case',
            [
              ask('would', 'incumbents', 'cut prices'),
              ask('could', 'incumbents', 'block access to suppliers or channels'),
            ],
            { tests: ['expert-interviews', 'scenario-sensitivity'], impact: 3 },
          ),
        ],
        { kind: 'issue', dimension: 'competitors, barriers and reactions' },
      ),
      ask(
        'does',
        c.S,
        `have what it takes to win in ${c.place}`,
        [
          ask(
            'does',
            `${c.Sp} proposition`,
            `appeal to customers in ${c.place}`,
            [
              ask('would', 'the brand', 'carry weight with local customers'),
              ask('would', 'the offer', 'need local adaptation'),
            ],
            { tests: ['customer-survey', 'customer-interviews'], impact: 4 },
          ),
          ask(
            'can',
            c.S,
            'build the local capabilities it needs',
            [
              ask('can', c.S, 'recruit local management and staff'),
              ask('can', c.S, 'set up a reliable local supply chain'),
            ],
            { tests: ['capability-assessment'], impact: 3 },
          ),
          ask(
            'can',
            c.S,
            'fund the entry without straining its home business',
            [
              ask('is', 'the required investment', 'affordable'),
              ask('would', 'management attention', 'be diverted from the home market'),
            ],
            { tests: ['dcf-model'], impact: 2 },
          ),
        ],
        { kind: 'issue', dimension: 'proposition, capabilities and resources' },
      ),
      ask(
        'would',
        'entry',
        'pay back within an acceptable time',
        [
          ask(
            'can',
            c.S,
            'reach a revenue level that covers its costs',
            [ask('is', 'the break-even volume', 'realistic'), ask('can', c.S, 'reach that volume within three years')],
            { tests: ['unit-economics', 'market-sizing'], impact: 4 },
          ),
          ask(
            'does',
            'the investment',
            'clear the hurdle rate in most scenarios',
            [
              ask('is', 'the net present value', 'positive in the base case'),
              ask('does', 'the case', 'hold if growth is slower than planned'),
            ],
            { tests: ['dcf-model', 'scenario-sensitivity'], impact: 4 },
          ),
        ],
        { kind: 'issue', dimension: 'revenue − costs − investment over time' },
      ),
      ask(
        'should',
        c.S,
        'enter with a partner rather than alone',
        as('option', [
          ask('would', 'entering alone', 'give enough speed and control', [], { tests: ['capability-assessment'] }),
          ask('would', 'a joint venture or franchise partner', 'speed up entry', [], { tests: ['expert-interviews'] }),
          ask('would', 'buying a local player', 'be worth its premium', [], { tests: ['valuation-multiples'] }),
        ]),
        { kind: 'option', dimension: 'entry mode: alone, with a partner, or by acquisition', impact: 3 },
      ),
    ],
  };
}

export function mergersAndAcquisitions(c: Ctx): Framework {
  const target = c.O === 'the project' ? 'the target' : c.O;
  const price = c.amount ?? 'the asking price';
  const merger = /\bmerg/i.test(c.frame.statement);
  const verb = merger ? 'merge with' : 'acquire';
  return {
    dimension: 'value = standalone value + synergies − price − integration costs and risks',
    claim: `${c.S} should ${verb} ${target}${c.amount ? ` at ${c.amount}` : ''}, because its standalone value and synergies exceed the price`,
    children: [
      ask(
        'is',
        `${possessive(target)} market`,
        'attractive',
        [
          ask(
            'is',
            'the market',
            'growing',
            [ask('are', 'volumes', 'growing in its main segments'), ask('are', 'prices', 'holding up')],
            { tests: ['market-sizing'], impact: 3 },
          ),
          ask(
            'is',
            'the market',
            'profitable and stable',
            [ask('are', 'industry margins', 'stable over the cycle'), ask('are', 'input costs', 'predictable')],
            { tests: ['benchmarking', 'expert-interviews'], impact: 3 },
          ),
          ask(
            'are',
            'there',
            'threats that could shrink the market',
            [
              ask('could', 'regulation', 'raise costs or limit sales'),
              ask('could', 'substitutes or new technology', 'take demand away'),
            ],
            { tests: ['expert-interviews', 'regulatory-review'], impact: 2 },
          ),
        ],
        { kind: 'issue', dimension: 'growth, profitability and threats' },
      ),
      ask(
        'is',
        target,
        'a strong business on its own',
        [
          ask(
            'does',
            target,
            'outperform its competitors',
            [ask('has', target, 'grown faster than its market'), ask('are', 'its margins', 'above the peer average')],
            { tests: ['benchmarking', 'competitor-profiling'], impact: 4 },
          ),
          ask(
            'are',
            `${possessive(target)} earnings`,
            'sustainable',
            [
              ask('do', 'a few customers', 'account for most of its revenue'),
              ask('are', 'its earnings', 'free of one-off effects'),
            ],
            { tests: ['commercial-due-diligence'], impact: 4 },
          ),
          ask(
            'can',
            `${possessive(target)} management and operations`,
            'carry the business forward',
            [ask('would', 'key managers', 'stay after the deal'), ask('are', 'its sites and systems', 'in good shape')],
            { tests: ['capability-assessment', 'commercial-due-diligence'], impact: 3 },
          ),
        ],
        { kind: 'issue', dimension: 'position, earnings quality and management' },
      ),
      ask(
        'can',
        c.S,
        'realise material synergies',
        [
          ask(
            'are',
            'there',
            'cost synergies in purchasing, operations or overheads',
            [
              ask('could', 'combined purchasing', 'lower input prices'),
              ask('could', 'overlapping sites or functions', 'be merged'),
            ],
            { tests: ['synergy-sizing', 'spend-analysis'], impact: 4 },
          ),
          ask(
            'are',
            'there',
            'revenue synergies from cross-selling or new channels',
            [
              ask('could', 'each side', 'sell to the other’s customers'),
              ask('would', 'customers', 'stay with the combined business'),
            ],
            { tests: ['synergy-sizing', 'customer-interviews'], impact: 3 },
          ),
          ask(
            'are',
            'the synergies',
            'achievable at a reasonable one-off cost',
            [
              ask('are', 'the one-off integration costs', 'in line with comparable deals'),
              ask('can', 'the synergies', 'be delivered within three years'),
            ],
            { tests: ['integration-plan-review'], impact: 3 },
          ),
        ],
        { kind: 'issue', dimension: 'cost synergies + revenue synergies − one-off costs' },
      ),
      ask(
        'is',
        price,
        'a fair valuation',
        [
          ask(
            'does',
            'a discounted cash-flow valuation',
            `support ${price}`,
            [
              ask('is', 'the business plan behind the price', 'realistic'),
              ask('does', 'the value', 'hold in a cautious scenario'),
            ],
            { tests: ['dcf-model', 'scenario-sensitivity'], impact: 5 },
          ),
          ask(
            'is',
            'the implied multiple',
            'in line with comparable transactions',
            [
              ask('is', 'the multiple', 'in line with recent deals in the sector'),
              ask('is', 'the multiple', 'in line with listed peers'),
            ],
            { tests: ['valuation-multiples'], impact: 4 },
          ),
          ask(
            'does',
            'the price',
            'leave room for the buyer to earn its target return',
            [
              ask('can', 'the buyer', 'exit at a higher value'),
              ask('does', 'the deal', 'earn the target return after financing costs'),
            ],
            { tests: ['dcf-model'], impact: 4 },
          ),
        ],
        { kind: 'criterion', dimension: 'valuation methods' },
      ),
      ask(
        'can',
        c.S,
        'manage the risks of the deal',
        [
          ask(
            'are',
            'legal, environmental and regulatory risks',
            'limited',
            [
              ask('could', 'competition authorities', 'block or delay the deal'),
              ask('are', 'there', 'hidden liabilities'),
            ],
            { tests: ['regulatory-review', 'commercial-due-diligence'], impact: 3 },
          ),
          ask(
            'can',
            c.S,
            `integrate ${target} without disrupting it`,
            [ask('do', 'the two cultures', 'fit'), ask('is', 'there', 'a credible integration plan')],
            { tests: ['integration-plan-review'], impact: 3 },
          ),
        ],
        { kind: 'issue', dimension: 'deal risks and integration' },
      ),
    ],
  };
}

export function newProduct(c: Ctx): Framework {
  const product = c.O === 'the project' ? 'the new offer' : c.O;
  const financial = c.industry.id === 'financial-services';
  const risks = financial ? 'credit, fraud and regulatory risks' : 'operational and reputational risks';
  return {
    dimension: 'demand + ability to win + ability to deliver + economics and risk',
    claim: `${c.S} should launch ${product}, because ${c.B} need it and it pays at an acceptable risk`,
    children: [
      ask(
        'is',
        `the market for ${product}`,
        'large and growing',
        [
          ask('do', c.B, 'have a need that today’s offers do not meet', [], { tests: ['customer-interviews'] }),
          ask(
            'is',
            'demand',
            `strong across ${c.B}`,
            segments(c, (s) => [`demand among ${s}`, 'strong']),
            {
              dimension: 'by customer segment',
              tests: ['market-sizing', 'customer-survey'],
            },
          ),
          ask('is', 'the market', 'growing fast', [], { tests: ['market-sizing', 'expert-interviews'] }),
        ],
        { kind: 'issue', dimension: 'need, size and growth', impact: 5 },
      ),
      ask(
        'can',
        c.S,
        `win against existing providers of ${product}`,
        [
          ask('do', 'established providers', 'already serve most of the market', [], {
            tests: ['competitor-profiling'],
          }),
          ask('does', c.S, `have an edge, such as its existing relationships with ${c.B}`, [], {
            tests: ['customer-survey', 'competitor-profiling'],
          }),
        ],
        { kind: 'issue', dimension: 'competition and advantage', impact: 4 },
      ),
      ask(
        'can',
        c.S,
        `build and run ${product}`,
        [
          ask('does', c.S, 'have the technology and skills to build it', [], { tests: ['capability-assessment'] }),
          ask('can', c.S, 'meet the regulatory requirements', [], { tests: ['regulatory-review'] }),
          ask('should', c.S, 'partner rather than build alone', [], { tests: ['capability-assessment'] }),
        ],
        { kind: 'issue', dimension: 'technology, skills, regulation and partners', impact: 3 },
      ),
      ask(
        'will',
        product,
        'make money at an acceptable risk',
        [
          ask('do', 'the unit economics', `work per ${c.u}`, [], { tests: ['unit-economics'] }),
          ask('are', risks, 'manageable', [], { tests: ['risk-modelling', 'scenario-sensitivity'] }),
          ask('does', product, 'pay back within an acceptable time', [], { tests: ['dcf-model'] }),
          ask('would', product, `cannibalise ${c.Sp} existing business`, [], { tests: ['channel-economics'] }),
        ],
        { kind: 'issue', dimension: 'unit economics, risk, payback and cannibalisation', impact: 4 },
      ),
    ],
  };
}

export function investment(c: Ctx): Framework {
  const asset = c.O === 'the project' ? 'the investment' : c.O;
  const money = c.amount ? `the ${c.amount}` : 'the capital';
  return {
    dimension: 'value = revenue − costs over the asset’s life, adjusted for risk, against other uses of the capital',
    claim: `${c.S} should invest in ${asset.replace(/^the /, '')}, because it earns more than its cost of capital at acceptable risk`,
    children: [
      ask(
        'will',
        asset,
        'earn enough revenue over its life',
        [
          ask('is', 'demand', 'strong and lasting enough to use the capacity', [], { tests: ['market-sizing'] }),
          ask('will', 'prices', 'stay high enough over the asset’s life', [], {
            tests: ['scenario-sensitivity', 'expert-interviews'],
          }),
          ask('are', 'there', 'contracts or subsidies that secure the revenue', [], { tests: ['regulatory-review'] }),
        ],
        { kind: 'driver', dimension: 'revenue = volume × price, secured or not', impact: 4 },
      ),
      ask(
        'can',
        c.S,
        `build and run ${asset} at the planned cost`,
        [
          ask('is', `the budget of ${c.amount ?? 'the project'}`, 'realistic for a project of this size', [], {
            tests: ['benchmarking'],
          }),
          ask('are', 'operating and maintenance costs', 'in line with comparable assets', [], {
            tests: ['benchmarking'],
          }),
          ask('can', c.S, 'deliver the project on time', [], { tests: ['capability-assessment'] }),
        ],
        { kind: 'driver', dimension: 'capital cost + operating cost + delivery', impact: 4 },
      ),
      ask(
        'does',
        asset,
        `earn a return above ${c.Sp} cost of capital`,
        [
          ask('is', 'the net present value', 'positive at the hurdle rate', [], { tests: ['dcf-model'] }),
          ask('is', 'the payback period', 'acceptable to the board', [], { tests: ['dcf-model'] }),
        ],
        { kind: 'criterion', dimension: 'NPV, IRR and payback', impact: 5 },
      ),
      ask(
        'are',
        'the risks',
        'acceptable and manageable',
        [
          ask('could', 'construction delays or cost overruns', 'destroy the value', [], {
            tests: ['scenario-sensitivity'],
          }),
          ask('could', 'regulatory or policy changes', 'undermine the case', [], { tests: ['regulatory-review'] }),
          ask('could', 'technology or market shifts', 'strand the asset', [], { tests: ['expert-interviews'] }),
        ],
        { kind: 'issue', dimension: 'by type of risk', impact: 4 },
      ),
      ask(
        'is',
        asset,
        `the best use of ${money}`,
        [
          ask('do', 'other projects', 'offer a higher risk-adjusted return', [], { tests: ['dcf-model'] }),
          ask('does', asset, `fit ${c.Sp} long-term strategy`, [], { tests: ['expert-interviews'] }),
        ],
        { kind: 'option', dimension: 'against the alternatives', impact: 3 },
      ),
    ],
  };
}

export function channelDigital(c: Ctx): Framework {
  const channel = c.O === 'the project' ? 'a digital channel' : c.O.replace(/^(?:its|their) /, 'the ');
  const stores = /\bstores?\b/i.test(c.frame.statement) ? 'stores' : 'existing channels';
  return {
    dimension: 'customer demand + economics + capabilities + effect on existing channels',
    claim: `${c.S} should build ${channel.replace(/^the /, 'an ').replace(/^an (?=[^aeiou])/, 'a ')}, because customers want it and it adds profit`,
    children: [
      ask(
        'do',
        `${c.Sp} customers`,
        'want to buy this way',
        [
          ask('do', 'customers', 'already research or buy the category online', [], { tests: ['customer-survey'] }),
          ask(
            'would',
            'customers',
            `use ${channel}`,
            segments(c, (s) => [`uptake among ${s}`, 'high enough']),
            {
              dimension: 'by customer segment',
              tests: ['customer-survey', 'customer-segmentation'],
            },
          ),
        ],
        { kind: 'issue', dimension: 'current behaviour and likely uptake', impact: 4 },
      ),
      ask(
        'would',
        channel,
        'make money',
        [
          ask('would', 'its revenue', 'be large enough to matter', [], { tests: ['market-sizing'] }),
          ask('are', 'delivery and returns costs', 'affordable', [], { tests: ['unit-economics'] }),
          ask('is', 'the cost of winning customers', 'acceptable', [], { tests: ['conversion-funnel'] }),
        ],
        { kind: 'driver', dimension: 'revenue − fulfilment − acquisition costs', impact: 4 },
      ),
      ask(
        'can',
        c.S,
        'build the capabilities to run it',
        [
          ask('should', c.S, 'build its own platform rather than use marketplaces', [], {
            tests: ['capability-assessment'],
          }),
          ask('can', 'existing logistics', 'handle deliveries to homes', [], { tests: ['capability-assessment'] }),
          ask('does', c.S, 'have the digital skills it needs', [], { tests: ['capability-assessment'] }),
        ],
        { kind: 'issue', dimension: 'platform, logistics and skills', impact: 3 },
      ),
      ask(
        'would',
        channel,
        `strengthen rather than cannibalise ${c.Sp} ${stores}`,
        [
          ask('would', 'new sales', `come at the expense of the ${stores}`, [], { tests: ['channel-economics'] }),
          ask('could', `the ${stores}`, 'support the new channel through pick-up and returns', [], {
            tests: ['channel-economics', 'pilot-test'],
          }),
        ],
        { kind: 'issue', dimension: 'cannibalisation vs support', impact: 3 },
      ),
    ],
  };
}

export function capacityLocation(c: Ctx): Framework {
  const facility = c.O === 'the project' ? 'a new site' : c.O;
  const noun = c.O === 'the project' ? 'site' : (facility.split(' ').pop() ?? 'site');
  return {
    dimension: 'need for capacity → ways to add it → economics → location',
    claim: `${c.S} should add ${facility.replace(/^the /, 'a ')} near its main markets, because demand will outgrow today’s capacity`,
    children: [
      ask(
        'will',
        'demand',
        'outgrow current capacity',
        [
          ask('is', 'demand', `growing steadily enough to fill a new ${noun}`, [], { tests: ['forecast-accuracy'] }),
          ask('are', 'seasonal peaks', 'the real constraint rather than average demand', [], {
            tests: ['capacity-utilisation'],
          }),
        ],
        { kind: 'issue', dimension: 'demand forecast against capacity', impact: 5 },
      ),
      ask(
        'can',
        c.S,
        `gain capacity without building a new ${noun}`,
        as('option', [
          ask('can', 'debottlenecking', 'raise output at existing sites', [], { tests: ['capacity-utilisation'] }),
          ask('could', 'outsourcing or contract production', 'cover the gap', [], { tests: ['benchmarking'] }),
          ask('could', 'longer shifts or better maintenance', 'free up hours', [], { tests: ['capacity-utilisation'] }),
        ]),
        { kind: 'option', dimension: 'alternatives to building', impact: 4 },
      ),
      ask(
        'does',
        facility,
        'earn its cost of capital',
        [
          ask('is', 'the investment', 'affordable', [], { tests: ['dcf-model'] }),
          ask('does', 'the business case', 'hold if demand grows more slowly', [], { tests: ['scenario-sensitivity'] }),
        ],
        { kind: 'criterion', dimension: 'NPV under scenarios', impact: 4 },
      ),
      ask(
        'does',
        'a location near the main markets',
        'give the lowest total cost to serve',
        [
          ask('are', 'transport costs to customers', 'the biggest cost driver', [], { tests: ['site-scoring'] }),
          ask('are', 'labour, energy and land', 'available at good cost near the markets', [], {
            tests: ['site-scoring'],
          }),
          ask('are', 'permits and incentives', 'easier to obtain in some regions', [], {
            tests: ['regulatory-review'],
          }),
        ],
        { kind: 'criterion', dimension: 'location criteria', impact: 3 },
      ),
    ],
  };
}
