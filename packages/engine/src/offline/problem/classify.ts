import { PROBLEM_TYPES, type ProblemType } from './types.js';

/**
 * Problem classification from wording. Each type has weighted cues; cues in the goal clause (what the
 * client must, wants to or asks how to do) count more, cues in a constraint clause ("without raising
 * prices", "while protecting margins") count less, because a constraint is not the problem.
 */
type Cue = readonly [RegExp, number];

const CUES: Record<ProblemType, readonly Cue[]> = {
  profitability: [
    [/\b(?:operating |ebit(?:da)? |net |gross |profit |contribution )?margins?\b/, 3],
    [/\bprofit(?:ability|able|s)?\b/, 3],
    [/\bunprofitable\b|\bloss[- ]making\b|\blos(?:es|ing|t) money\b|\bin the red\b/, 4],
    [/\bbreak[- ]?even\b/, 4],
    [/\bebit(?:da)?\b|\breturn on (?:sales|capital)\b/, 2],
  ],
  'revenue-growth': [
    [/\b(?:grow|growth|double|triple|expand sales)\b/, 2],
    [
      /\brevenues?\b|\bsales\b|\btop[- ]line\b|(?<!(?:staff|employee|nurse|driver|analyst|engineer|teacher|worker|personnel|labou?r|people) )\bturnover\b(?! of staff)/,
      1.5,
    ],
    [/\barr\b|\bbookings\b/, 2],
    [/\bplateau\w*|\bstagnat\w*|\bflat\b|\bstalled\b/, 2],
    [/\bmarket share\b/, 1.5],
  ],
  'cost-reduction': [
    [
      /\b(?:cut|cutting|reduce|reducing|lower|lowering|trim|save|slash|halve)\b(?: (?:its|the|their|our))?(?: [\w-]+){0,2} (?:costs?|expenses?|spend\w*|overheads?|opex|cost base)\b/,
      5,
    ],
    [/\bcosts?\b/, 1],
    [/\bsavings?\b|\bcost base\b|\befficiency programme\b/, 2],
    [/\bexpenses?\b|\boverheads?\b|\bbudget cuts?\b/, 1.5],
  ],
  'market-entry': [
    [/\benter(?:s|ing)?\b|\bentry\b/, 4],
    [/\bexpand(?:s|ing)? (?:in)?to\b/, 4],
    [/\b(?:new|foreign|international|overseas) markets?\b|\binternationali[sz]\w*/, 2],
    [/\blaunch(?:es|ing)? in\b/, 2],
  ],
  'm-and-a': [
    [/\bacquir\w*|\bacquisition\b|\btakeover\b|\bmerg(?:e|er|ers|ing)\b/, 5],
    [/\bdivest\w*|\bcarve[- ]out\b|\bspin[- ]off\b/, 4],
    [/\bstake in\b|\bdue diligence\b|\bbid for\b/, 3],
    [/\bprivate equity\b/, 2],
    [/\bshould (?:it|we|they) buy\b/, 3],
  ],
  pricing: [
    [/\bpric(?:e|es|ed|ing)\b/, 3],
    [/\bper[- ]seat\b|\busage[- ]based\b|\bsubscription tiers?\b|\bfreemium\b|\bdiscount\w*|\bprice points?\b/, 2],
    [/\bwillingness to pay\b|\bmonetis\w*|\bmonetiz\w*/, 2],
  ],
  operations: [
    [/\bon[- ]time\b|\bstock[- ]?outs?\b|\bout[- ]of[- ]stock\b/, 4],
    [/\bdeliver(?:y|ies)\b/, 1.5],
    [/\bwarehouses?\b/, 2],
    [
      /\bthroughput|\blead times?|\bcycle times?|\bwaiting times?|\bprocessing times?|\bbacklogs?|\bdowntime|\bdefects?\b|\bdefect rate|\bscrap\b|\bproductivity\b|\bbottlenecks?|\bsupply chain|\binventory|\bfulfil?ment|\bquality (?:problems|issues)|\bdelays?\b/,
      2.5,
    ],
  ],
  'new-product': [
    [/\blaunch\w*/, 2],
    [/\bnew (?:product|service|offering|line|proposition|feature)s?\b/, 4],
    [/\blaunch\w* (?:a|an) (?:[\w-]+ ){0,4}(?:product|service|offering|app|platform|card|account|plan)\b/, 4],
    [/\bintroduc\w*/, 1],
    [/\bis it worth it\b/, 1],
  ],
  organisation: [
    [/\b(?:staff|employee|nurse|driver|analyst|engineer|teacher|worker|personnel|labou?r|people) turnover\b/, 5],
    [
      /\battrition\b|\bturnover of staff\b|\bemployee\w*|\bstaff turnover\b|\btalent\b|\bengagement\b|\bhiring\b|\brecruit\w*|\bheadcount\b|\bculture\b|\breorgani[sz]\w*|\borgani[sz]ation(?:al)? (?:design|structure)\b|\bspans? of control\b|\bworkforce\b|\bmorale\b|\bburnout\b/,
      3,
    ],
  ],
  'public-sector': [
    [
      /\b(?:cit(?:y|ies)|municipal\w*|government|ministry|council|state agency|public authority|tax authority|police)\b/,
      5,
    ],
    [/\b(?:public|citizens?|residents?|taxpayers?|congestion|traffic|commuters?)\b/, 2.5],
  ],
  sustainability: [
    [
      /\bco2\b|\bcarbon\b|\bemissions?\b|\bnet[- ]zero\b|\bdecarboni[sz]\w*|\bgreenhouse\b|\bghg\b|\bsustainab\w*|\besg\b|\bclimate\b|\brecycl\w*|\bwaste\b|\bcircular\b/,
      3,
    ],
    [/\bcarbon footprint\b|\bscope [123]\b/, 3],
  ],
  investment: [
    [/\binvest(?:s|ing|ment)?\b|\bcapex\b/, 3],
    [/\bshould (?:it|we|they|(?:a|an|the) [\w -]+?) invest\b/, 4],
    [
      /\bshould (?:it|we|they|(?:a|an|the) [\w -]+?) (?:build|construct|buy|add|open)\b[^.?!]*\b(?:eur|usd|gbp|\$|€|£)\s?\d/,
      4,
    ],
    [/\bpay back\b|\bpayback\b|\bhurdle rate\b|\birr\b|\bnpv\b/, 2],
  ],
  'customer-retention': [
    [/\bchurn\w*/, 5],
    [/\bretention\b|\bretain (?:customers|subscribers|clients|members)\b/, 3],
    [/\blos(?:es|ing|t) [^.?!]{0,25}\b(?:customers|subscribers|members|clients|users)\b/, 4],
    [
      /\b(?:customer|subscriber|member|client)s? (?:leav\w*|loss|defect\w*|loyalty)\b|\bloyalty\b|\brenewals?\b|\bcancel\w*/,
      2,
    ],
  ],
  'channel-digital': [
    [/\bonline (?:channel|sales|shop|store|presence)\b|\bdigital channel\b/, 3],
    [
      /\be-?commerce\b|\bdigital\w*|\bomni-?channel\b|\bdirect[- ]to[- ]consumer\b|\bd2c\b|\bwebshop\b|\bself[- ]service\b/,
      2.5,
    ],
    [/\bchannels?\b/, 2],
    [/\bapp\b|\bmobile app\b/, 1.5],
  ],
  'capacity-location': [
    [
      /\b(?:build|open|add|need|choose|select|site|locate)\w*\b[^.?!]{0,30}\b(?:new|third|second|fourth|another|additional) (?:plant|factory|site|warehouse|facility|hub|terminal|refinery|mill|smelter|fab|line|distribution cent(?:er|re)|data cent(?:er|re)|store|branch)\b/,
      5,
    ],
    [/\bcapacity\b/, 2.5],
    [/\bneeds? more (?:[\w-]+ )?capacity\b/, 3],
    [/\bwhere (?:should|to)\b|\blocat(?:e|ion|ions)\b|\brelocat\w*|\bfootprint\b(?! of)/, 3],
    [/\butili[sz]ation\b|\brunning at (?:full|\d+%)/, 1.5],
  ],
};

const GOAL_OPENERS =
  /\b(?:must|wants? to|needs? to|has to|have to|aims? to|plans? to|hopes? to|is considering|considering|is evaluating|is thinking about|should|how can|how should|how could|what should|is it worth|committed to|intends? to|seeks? to)\b/i;
const CONSTRAINT_OPENERS = /\b(?:without|while|whilst|but keep(?:ing)?|without compromising)\b/i;

interface Clauses {
  body: string;
  goal: string;
  constraint: string;
}

/** Splits the statement into its goal clause, its constraint clause and the rest (all lower case). */
export function clausesOf(statement: string): Clauses {
  const text = statement.toLowerCase();
  let goal = '';
  let constraint = '';
  for (const sentence of text.split(/(?<=[.?!])\s+/)) {
    const opener = GOAL_OPENERS.exec(sentence);
    let goalPart = opener ? sentence.slice(opener.index) : '';
    const limit = CONSTRAINT_OPENERS.exec(goalPart || sentence);
    if (limit) {
      const source = goalPart || sentence;
      constraint += ` ${source.slice(limit.index)}`;
      if (goalPart) goalPart = goalPart.slice(0, limit.index);
    }
    goal += ` ${goalPart}`;
  }
  return { body: text, goal, constraint };
}

const GLOBAL_CUES = {} as Record<ProblemType, ReadonlyArray<readonly [RegExp, number]>>;
for (const type of PROBLEM_TYPES) {
  GLOBAL_CUES[type] = CUES[type].map(([cue, weight]) => [new RegExp(cue.source, 'g'), weight] as const);
}

/** Scores every type; the caller takes the first. Ties go to the order of `PROBLEM_TYPES`. */
export function classify(statement: string): Array<{ type: ProblemType; score: number }> {
  const { body, goal, constraint } = clausesOf(statement);
  const scores = PROBLEM_TYPES.map((type) => {
    let score = 0;
    for (const [cue, weight] of GLOBAL_CUES[type]) {
      const count = (text: string) => text.match(cue)?.length ?? 0;
      const inBody = count(body);
      if (inBody === 0) continue;
      const inGoal = count(goal);
      const inConstraint = count(constraint);
      const elsewhere = Math.max(0, inBody - inGoal - inConstraint);
      // Repeats add a little; the first mention carries the weight.
      const weighted = 1.5 * inGoal + 0.4 * inConstraint + elsewhere;
      score += weight * Math.min(weighted, 1.5 + 0.25 * Math.max(0, weighted - 1.5));
    }
    return { type, score: Math.round(score * 100) / 100 };
  });
  const order = (type: ProblemType) => PROBLEM_TYPES.indexOf(type);
  return scores.sort((a, b) => b.score - a.score || order(a.type) - order(b.type));
}
