import { ARCHETYPES, type Archetype } from '@caseboard/contracts';
import type { Parsed, Span } from './nlp.js';

/**
 * Which kind of problem a statement poses. Each archetype has cues: words (dictionary forms, so "cuts",
 * "cutting" and "cut" count alike) and short sequences ("cut ... costs" with up to three words between).
 * A cue in the goal of the statement (what the client must, wants to or asks how to do) counts more; a cue
 * inside a constraint ("without raising prices", "costs cannot rise") counts little, because a constraint
 * is not the problem. What the rest of the reader found (named options, a loss on every unit, a budget cap
 * over several projects) is evidence too. The scores become a confidence; close scores make the reader unsure.
 */
type Cue = readonly [pattern: string, weight: number];

/**
 * Parts in order, separated by ` … ` (up to three words in between), ` ⋯ ` (up to eight) or ` + ` (next to each
 * other); within a
 * part, `|` separates alternatives, and an alternative of several words must appear as written.
 */
const CUES: Readonly<Record<Archetype, readonly Cue[]>> = {
  profitability: [
    ['margin', 3],
    ['profit|profitability', 3],
    ['unprofitable|loss-making', 3],
    ['ebit|ebitda', 2],
    ['return … capital', 2],
    ['restore … margin', 2],
  ],
  'revenue-growth': [
    ['grow|double|triple|increase|boost … revenue|sale|arr|turnover|top-line|income', 4],
    ['revenue|sale|arr|turnover|top-line', 1],
    ['reach|hit|get … arr|revenue|revenues|sales|turnover', 3],
    ['growth', 2],
    ['plateau|stagnate|stall|flat', 2],
    ['replace|offset … revenue|income|sale', 4],
    ['market share', 1.5],
  ],
  'cost-reduction': [
    ['cut|reduce|lower|trim|save|slash|halve … cost|expense|spend|spending|overhead|opex|budget', 5],
    ['cost|expense|overhead', 1],
    ['saving|efficiency', 2],
  ],
  pricing: [
    ['price|pricing', 3],
    ['price + comparison', -3],
    ['per-seat|usage-based|tier|freemium|discount|price point', 2],
    ['willingness … pay', 3],
    ['charge|monetise|monetize', 1.5],
    ['fare|fares|tariff|tariffs|fee|fees|premium|premiums|flat fare|list price|list prices', 2.5],
    ['price + increase|rise|rises|cut', 2],
  ],
  'market-entry': [
    ['enter|entry', 4],
    ['open + in', 3],
    ['expand … into', 3],
    ['new|foreign|international|overseas + market', 2],
    ['internationalise|internationalize|internationalisation', 3],
    ['launch … in', 1],
  ],
  'new-offer': [
    ['launch|introduce|offer|roll', 2],
    ['launch|introduce|offer … subscription|service|product|app|card|plan|bundle|account|insurance|mortgage|loan', 3],
    ['how + many … could|would|can', 2],
    ['new + product|service|offer|offering|line|proposition|feature|subscription|app', 3],
    ['size … market', 3],
    ['how + big|large … market', 3],
    ['worth', 1],
    ['demand for', 2],
  ],
  'option-choice': [
    ['choose|decide|pick|select … between|among', 4],
    ['which … option', 3],
    ['option|alternative|scenario', 1.5],
    ['whether', 1],
  ],
  'investment-case': [
    ['invest|investment|capex', 3],
    ['should ⋯ invest|spend', 4],
    ['whether + to … spend|invest|build|buy', 4],
    ['pay + back', 2],
    ['roll-out|rollout|build-out|programme', 1.5],
    ['worth + it', 2],
    ['payback|irr|npv|hurdle', 2.5],
    ['expansion|build|construct|upgrade', 1.5],
    ['proceed|go ahead', 2],
    [
      'consider|considering|evaluate|evaluating|weigh|weighing|plan|planning … build|building|construct|constructing|open|opening|expand|expanding|upgrade|upgrading|invest|investing|spend|spending',
      3,
    ],
  ],
  'investment-portfolio': [
    ['portfolio', 3],
    ['project|initiative|programme|program', 1.5],
    ['which … project|initiative|programme|program|investment', 4],
    ['prioritise|prioritize|allocate|fund', 2.5],
    ['budget|envelope|capital', 1],
  ],
  'm-and-a': [
    ['acquire|acquisition|takeover|merger|merge|buyout', 6],
    ['buy … chain|company|business|firm|group|maker|stake|rival|competitor|operator|producer|brand|portfolio', 5],
    ['sale + of … division|business|unit|subsidiary|stake|arm|company', 5],
    ['divest|divestment|carve-out|spin-off', 4],
    ['sell … division|subsidiary|unit', 3],
    ['stake|due diligence|bid', 3],
    ['private equity', 2],
    ['valuation|synergy|multiple', 2],
    // Winning customers is not buying a company.
    ['acquire|acquisition … customer|user|member|subscriber|donor|client|shopper', -5],
  ],
  'service-operations': [
    ['waiting|wait time|queue|waiting list', 4],
    ['call|calls … answer|answered', 4],
    ['answer|answers|answered|handle|handles ⋯ call|calls|enquiries|complaints', 4],
    ['service level|response time|handling time|resolution|time to reach|time to answer', 4],
    ['emergency … call', 3],
    ['four-hour|a&e|emergency department|standard', 2],
    ['contact centre|call centre|contact center|call center|helpdesk', 4],
    ['backlog|appointment', 2.5],
    ['staffing|roster|shift', 2],
    // Goods waiting at a border or a port are a supply chain's delay, not a queue of people served.
    ['border|borders|customs|freight|shipment|shipments|port of|concentrate|cargo', -3],
  ],
  'process-operations': [
    ['defect|scrap|rework|yield|downtime|oee', 4],
    ['throughput|productivity|cycle time|lead time', 3],
    ['quality … problem|issue', 3],
    ['bottleneck|first-pass|rework', 1.5],
  ],
  'supply-chain': [
    ['stockout|stock-out|out-of-stock|out of stock', 5],
    ['inventory|warehouse|fulfilment|fulfillment', 3],
    ['transit|freight|shipment|shipments|shipping|border|customs|port', 2.5],
    ['on time delivery|on time', 4],
    ['delivery', 1.5],
    ['supplier|sourcing|procurement|supply chain|supply', 3],
    ['forecast', 2],
  ],
  'unit-economics': [
    ['lose … money … every|each', 6],
    ['break-even|break even', 4],
    ['each|every + ride|order|unit|delivery|trip|box|meal|visit|journey … profitable', 5],
    ['per + ride|trip|box|meal|journey|delivery|order|unit', 2],
    ['per order|per unit|per ride|per delivery|per customer|per visit', 2],
    ['contribution margin|unit economics|cac|ltv|lifetime value', 4],
    ['acquire|acquisition … customer|user|member|subscriber|shopper', 4],
    ['viable|viability', 2],
  ],
  fundraising: [
    ['donation|donor|fundraising|fundraise|philanthropy|legacy|appeal', 5],
    ['charity|non-profit|nonprofit|ngo|foundation', 2],
    [
      'raise … from … family|families|trust|trusts|foundation|foundations|alumni|supporter|supporters|donor|donors|philanthropist|philanthropists|public|friend|friends|parent|parents',
      5,
    ],
    ['campaign|appeal', 1.5],
    ['grant', 2],
    ['raise … fund|money', 2],
  ],
  'public-service': [
    ['government|ministry|agency|council|municipality|authority|police|public', 2.5],
    ['citizen|resident|taxpayer|commuter|pupil|patient', 1.5],
    ['public service|service target|statutory', 3],
    ['congestion|traffic|crime|school result|waiting list', 3],
  ],
  'churn-retention': [
    ['churn', 5],
    ['retention|retain', 3],
    ['lose|losing|lost … customer|subscriber|member|client|user', 4],
    ['loyalty|renewal|cancel|cancellation', 2],
  ],
  'channel-shift': [
    ['channel', 2.5],
    ['intermediary|broker|agent|distributor|wholesaler|reseller|aggregator', 3],
    ['direct-to-consumer|d2c|direct', 2],
    ['online … branch|store|shop', 3],
    ['move|shift|migrate … online|digital|self-service|app|website|mobile|video|direct', 3],
    ['comparison + website|websites|site|sites', 3],
    ['close … branch|branches|store|stores|shop|shops', 3],
    ['omnichannel|omni-channel|e-commerce', 2],
  ],
  organisation: [
    ['attrition|turnover|retention … staff|employee|nurse|analyst|engineer|driver|teacher|talent', 4],
    [
      'attrition|talent|engagement|hiring|recruit|recruitment|headcount|culture|morale|burnout|workforce|skills|capability',
      3,
    ],
    ['reorganise|reorganize|reorganisation|restructure … organisation|structure|team', 3],
    ['organisation|organizational|operating model|span|layer', 2],
    // "Design an organisation that ...", "separate divisions", "silos": the shape of the organisation itself.
    ['design|redesign|build|create + organisation|organization|structure|operating model', 6],
    ['separate|own … divisions|business units|silos|back offices', 2],
    ['as one company|as one firm|as one business|one company|one firm|silos', 3],
  ],
  'digital-transformation': [
    ['digital transformation|digitise|digitize|digitalise|digitalization|digitalisation', 7],
    ['automation|automate|ai|artificial intelligence|data platform|analytics', 3],
    ['legacy system|it system|core system|erp|cloud migration|mainframe|modernise|modernize', 4],
    ['replace|upgrade|modernise|modernize|migrate … system|platform|software', 4],
    ['billing|booking|core banking|crm|ticketing + system|platform', 2],
    ['digital', 2],
  ],
  'regulation-carbon': [
    ['co2|carbon|emission|net zero|net-zero|decarbonise|decarbonize|decarbonisation|ghg|greenhouse', 5],
    ['regulator|regulatory|regulation|compliance|compliant|directive|licence|license', 3],
    ['esg|sustainability|scope', 2],
    ['target', 0.5],
    ['leakage|pollution|waste|recycle|recycling', 2],
  ],
  turnaround: [
    ['turnaround + time', -6],
    ['turnaround|turn around|rescue', 5],
    ['cash|liquidity|runway|covenant|insolvency|bankruptcy', 3],
    ['lender|lenders|creditor|creditors … nervous|pressure|demand|waive|patience', 3],
    ['survive|survival|restructuring|restructure', 3],
    ['months … cash', 3],
  ],
  'capacity-location': [
    [
      'build|open|add|need|site|locate … new|second|third|another|additional + plant|factory|site|warehouse|hub|facility|terminal|mill|line|distribution centre|data centre',
      5,
    ],
    [
      'new|second|third|another|additional + plant|factory|site|warehouse|hub|facility|terminal|mill|line|distribution centre|data centre',
      2,
    ],
    ['capacity', 2.5],
    ['add … room|rooms|bed|beds|seat|seats|line|lines|store|stores|site|sites|berth|berths|gate|gates', 4],
    ['occupancy', 1.5],
    ['run|running|operate|operating … capacity', 3],
    ['expand|extend … plant|site|factory|capacity|facility|mill|line|hub', 4],
    ['where … build|locate|open|site', 4],
    ['location|relocate|relocation|footprint|site', 2.5],
    ['utilisation|utilization', 1.5],
  ],
};

interface CompiledCue {
  words: Array<ReadonlySet<string>>;
  /** How many words may come between a part and the one before it. */
  gaps: number[];
  weight: number;
}

const GAP = 3;
/** `⋯`: a subject may sit between "should" and its verb ("Should a gold miner in Western Australia spend"). */
const LONG_GAP = 8;

const COMPILED: Record<Archetype, CompiledCue[]> = Object.fromEntries(
  ARCHETYPES.map((archetype) => [
    archetype,
    CUES[archetype].map(([pattern, weight]) => {
      const words: Array<Set<string>> = [];
      const gaps: number[] = [];
      const pieces = pattern.split(/\s+(…|⋯|\+)\s+/);
      for (let k = 0; k < pieces.length; k += 2) {
        words.push(new Set(pieces[k]!.split('|')));
        gaps.push(k > 0 ? (pieces[k - 1] === '…' ? GAP : pieces[k - 1] === '⋯' ? LONG_GAP : 0) : 0);
      }
      return { words, gaps, weight };
    }),
  ]),
) as unknown as Record<Archetype, CompiledCue[]>;

export interface Evidence {
  /** Spans of the statement that are goals (what must happen) and constraints (what may not change). */
  goals: Span[];
  constraints: Span[];
  /** "... a new canning line to cut unit costs": what a plan is for, said after it. */
  purposes: Span[];
  /** A name ("Northwind Analytics", "Severn Valley Water") says who the client is, not what its problem is. */
  name?: Span;
  optionCount: number;
  lossPerUnit: boolean;
  /** A money cap on spending across more than one project. */
  budgetCap: boolean;
}

export interface ArchetypeScores {
  ranked: Array<{ archetype: Archetype; score: number }>;
  /** Words that decided the winner, for the reading's sources. */
  sources: Span[];
}

export function scoreArchetypes(parsed: Parsed, evidence: Evidence): ArchetypeScores {
  const { terms } = parsed;
  // Each term in its written, dictionary and stripped forms ("acquiring" also as "acquire").
  const forms = terms.map((t) => {
    const normal = t.normal.replace(/['’]s?$/, '');
    const stem = normal.replace(/(?:ing|ed)$/, '');
    return new Set([t.root.replace(/['’]s?$/, ''), normal, stem, `${stem}e`]);
  });
  const within = (spans: Span[], i: number) => spans.some((s) => terms[i]!.start >= s.start && terms[i]!.end <= s.end);
  const scores = new Map<Archetype, number>();
  const hits = new Map<Archetype, Span[]>();
  for (const archetype of ARCHETYPES) {
    let score = 0;
    const found: Span[] = [];
    for (const cue of COMPILED[archetype]) {
      let count = 0;
      let weighted = 0;
      for (let i = 0; i < terms.length; i += 1) {
        const end = matchAt(forms, cue, i);
        if (end < 0) continue;
        if (evidence.name && terms[i]!.start >= evidence.name.start && terms[end]!.end <= evidence.name.end) continue;
        count += 1;
        // A constraint is not the problem, and "... to cut unit costs" after a plan is its purpose, not the goal.
        const factor = within(evidence.constraints, i)
          ? 0.3
          : within(evidence.purposes, i)
            ? 0.6
            : within(evidence.goals, i)
              ? 1.5
              : 1;
        // The first mention carries the weight; repeats add a little.
        weighted += count === 1 ? factor : 0.25 * factor;
        if (cue.weight > 0)
          found.push({
            text: parsed.text.slice(terms[i]!.start, terms[end]!.end),
            start: terms[i]!.start,
            end: terms[end]!.end,
            from: i,
            to: end,
          });
      }
      score += cue.weight * weighted;
    }
    scores.set(archetype, score);
    hits.set(archetype, found);
  }
  const bump = (archetype: Archetype, by: number) => scores.set(archetype, (scores.get(archetype) ?? 0) + by);
  if (evidence.optionCount >= 2) bump('option-choice', 5 + evidence.optionCount);
  if (evidence.lossPerUnit) bump('unit-economics', 4);
  if (evidence.budgetCap) bump('investment-portfolio', 3);
  const ranked = ARCHETYPES.map((archetype) => ({
    archetype,
    score: Math.round((scores.get(archetype) ?? 0) * 100) / 100,
  })).sort((a, b) => b.score - a.score || ARCHETYPES.indexOf(a.archetype) - ARCHETYPES.indexOf(b.archetype));
  return { ranked, sources: hits.get(ranked[0]!.archetype) ?? [] };
}

/** Where a cue matches starting at term `i`: the index of its last term, or -1. */
function matchAt(forms: ReadonlyArray<ReadonlySet<string>>, cue: CompiledCue, i: number): number {
  let at = i;
  for (let k = 0; k < cue.words.length; k += 1) {
    const options = cue.words[k]!;
    const multi = [...options].some((o) => o.includes(' '));
    const fits = (j: number) => {
      if (j >= forms.length) return -1;
      for (const option of options) {
        const parts = option.split(' ');
        if (parts.every((part, n) => forms[j + n]?.has(part))) return j + parts.length - 1;
        if (!multi && forms[j]!.has(option)) return j;
      }
      return -1;
    };
    if (k === 0) {
      const end = fits(at);
      if (end < 0) return -1;
      at = end;
      continue;
    }
    let found = -1;
    const limit = cue.gaps[k]! + 1;
    for (let step = 1; step <= limit; step += 1) {
      found = fits(at + step);
      if (found >= 0) break;
    }
    if (found < 0) return -1;
    at = found;
  }
  return at;
}

/** Turns scores into a confidence and decides whether to ask: little evidence, or a close runner-up. */
export function confidenceOf(ranked: ArchetypeScores['ranked']): { confidence: number; unsure: boolean } {
  const first = ranked[0]?.score ?? 0;
  const second = ranked[1]?.score ?? 0;
  if (first <= 0) return { confidence: 0, unsure: true };
  const margin = (first - second) / first;
  const strength = Math.min(1, first / 8);
  const confidence = Math.round(Math.min(0.95, 0.35 + 0.4 * margin + 0.25 * strength) * 100) / 100;
  return { confidence, unsure: first < 3 || second >= 0.8 * first };
}
