/**
 * Word-level reading of node labels for the MECE checks: tokens, stop words, a light stemmer and the
 * phrasing of a label (question, statement or noun phrase). English first, with the common German words,
 * because labels in either language reach the editor. Pure and allocation-light: it runs on every keystroke.
 */

const STOP_WORDS = new Set(
  // English function words, auxiliaries and fillers that carry no topic.
  (
    'a an the and or nor but if then than so as at by for from in into of off on onto out over per to up via ' +
    'with within without about above after against along among around before behind below beneath beside ' +
    'between beyond during except inside near since through throughout toward towards under until upon ' +
    'is are was were be been being am has have had having do does did doing will would shall should can ' +
    'could may might must it its itself this that these those there here their theirs them they we our ours ' +
    'us you your yours he she his her hers him i me my mine who whom whose which what when where why how ' +
    'whether not no yes all any both each few more most some such only own same too very just also still ' +
    'yet ever even much many other another else one ones s t don isn aren wasn weren hasn haven hadn doesn ' +
    'didn won wouldn shouldn couldn can cannot mustn etc e g ie eg vs ' +
    // German function words.
    'der die das den dem des ein eine einer einen einem eines und oder aber wenn dann als auch bei mit von ' +
    'vom zu zum zur für im in an am auf aus über unter durch gegen ohne um nach vor seit bis ist sind war ' +
    'waren wird werden wurde wurden hat haben hatte kann können soll sollte sollten muss müssen nicht kein ' +
    'keine es er sie wir ihr ihre sein seine dies diese dieser dieses wie was warum welche welcher welches ' +
    'wo wann wer ob noch nur sehr schon'
  ).split(' '),
);

/** Words that always open a question, in English and German. */
const QUESTION_OPENERS = new Set(
  (
    'what why how which where when who whom whose whether is are was were do does did can could should ' +
    'would will shall has have had may might must am isn aren doesn don didn wasn weren hasn haven ' +
    'wie was warum weshalb wieso welche welcher welches welchen wo wann wer ob ist sind kann können soll ' +
    'sollte sollten hat haben wird werden muss müssen gibt lohnt'
  ).split(' '),
);

/**
 * Finite verbs that make a label a statement (a claim). Auxiliaries and modals first, then the verbs that
 * hypotheses and findings use most. A closed list is deliberate: it is fast and never guesses that a noun
 * ending in -s ("costs", "sales") is a verb.
 */
const FINITE_VERBS = new Set(
  (
    'is are was were am be been has have had will would shall should can could may might must does do did ' +
    "isn't aren't wasn't weren't hasn't haven't hadn't won't wouldn't shouldn't can't cannot couldn't " +
    "doesn't don't didn't mustn't " +
    'accounts accounted adds added affects affected allows allowed appears appeared beats became becomes ' +
    'brings brought captures captured carries caused causes changed climbs climbed comes ' +
    'came competes competed contributes contributed covered creates created declines declined ' +
    'decreases decreased delivers delivered depends depended destroys determines differs dominates drags ' +
    'drove dropped earns earned enables enabled erodes eroded exceeds exceeded explains ' +
    'explained faced fails failed fell fits gained generates generated gets got gives ' +
    'gave goes went grew grows halves halved helps hurts improves improved includes increases ' +
    'increased keeps kept lacks lacked lags lagged led leaves limited lies loses lost lowers ' +
    'lowered makes made matched meets met misses missed moved needed ' +
    'offered offsets operates outperforms outweighs outweighed overlaps pays paid performs persists ' +
    'prefers prevents produces protects provides pushes puts raises raised reaches reached reduces ' +
    'reduced relies remains remained removes requires required rose saves sees ' +
    'sells sold shows showed shifted shrinks shrank slips slipped slows slowed spends ' +
    'spent stays stayed stems struggles suffers takes took triggers ' +
    'undercuts underperforms used varies wins won worsened worsens undercut outbid outbids overcharge ' +
    'justifies justified outpaces outpaced stalled peaked lifted boosted ' +
    'exists existed sustains recovers recovered ' +
    // German finite verbs.
    'ist sind war waren hat haben hatte hatten wird werden wurde wurden kann können könnte könnten soll ' +
    'sollte muss müssen darf liegt liegen lag steigt steigen stieg sinkt sinken sank fällt fallen fiel ' +
    'treibt treiben erklärt erklären bringt bringen senkt senken erhöht erhöhen verliert verlieren gewinnt ' +
    'gewinnen übersteigt reicht reichen deckt decken zahlt zahlen kostet lohnt rechnet bleibt bleiben ' +
    'wächst wachsen schrumpft verursacht verursachen führt führen fehlt fehlen nutzt nutzen'
  ).split(' '),
);

/**
 * Present-tense verbs that are just as often plural nouns ("airport charges", "price changes"). They count as
 * verbs only inside a label, with words on both sides ("Fuel cost rises by 20%"), never at its start or end.
 */
const AMBIGUOUS_VERBS = new Set(
  (
    'charges changes results returns offers values needs wants works sets uses cuts drops shifts moves ' +
    'falls rises gains lifts boosts covers peaks hits supports drives leads means trails turns runs holds ' +
    'limits places ranks tops stands sits costs stalls yields faces matches'
  ).split(' '),
);

/**
 * Base forms of verbs that claims use with a plural subject ("Discounts erode prices", "Managers lack
 * time") or, with -s, a singular one ("The culture rewards long hours"). Read only in those positions.
 */
const BASE_VERBS = new Set(
  (
    'account add affect allow appeal apply arrive attract beat block break bring build buy capture carry cause ' +
    'charge choose clear come compare compete complain contribute cost cover create cut deliver depend drive ' +
    'drop earn enable enter erode exceed expect explain face fail fall fit follow fund gain generate get give go ' +
    'grow help hit hold hurt improve increase keep lack lag lead leave limit lose lower make match meet miss move ' +
    'need offer outpace outperform outweigh overlap pay perform place prefer prevent produce protect provide pull ' +
    'push put raise reach receive reduce reject rely remain require respond return reward rise run save see sell ' +
    'serve shift show shrink slow spend stall start stay stem struggle suffer support switch take tend trail ' +
    'trigger undercut use value want win work worsen yield cluster conflict research differ vary churn leave ' +
    'buy complain drift spill peak delay hide tie'
  ).split(' '),
);

/** Adverbs that may sit between a subject and its verb ("providers already serve"). */
const ADVERBS = new Set(
  'already often rarely still also now mostly usually never seldom always largely mainly'.split(' '),
);

function isBaseVerb(token: string): boolean {
  return BASE_VERBS.has(token);
}

/** "rewards" -> "reward", "arrives" -> "arrive", "pushes" -> "push", "carries" -> "carry". */
function thirdPersonStem(token: string): string | undefined {
  if (!token.endsWith('s') || /(?:ss|us|is)$/.test(token)) return undefined;
  const candidates = [token.slice(0, -1)];
  if (token.endsWith('es')) candidates.push(token.slice(0, -2));
  if (token.endsWith('ies')) candidates.push(`${token.slice(0, -3)}y`);
  return candidates.find(isBaseVerb);
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Lower-case word tokens of a label; apostrophe forms ("isn't") stay whole. */
export function tokenize(label: string): string[] {
  return label.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];
}

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}

/**
 * A light English stemmer: enough to make "costs", "costing" and "cost" one word, and "deliveries" and
 * "delivery" another, without the surprises of a full Porter stemmer.
 */
export function stem(token: string): string {
  let word = token.replace(/'s$/, '');
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) word = `${word.slice(0, -3)}y`;
  else if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('es') && /(?:ch|sh|x|ss|zz)es$/.test(word)) word = word.slice(0, -2);
  else if (word.endsWith('s') && !/(?:ss|us|is|ys|as)$/.test(word)) word = word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) word = undoubled(word.slice(0, -3));
  else if (word.endsWith('ed') && word.length > 4 && !word.endsWith('eed')) word = undoubled(word.slice(0, -2));
  if (word.endsWith('e') && word.length > 4) word = word.slice(0, -1);
  return word;
}

function undoubled(word: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(word) && !/(?:ll|ss|zz)$/.test(word) ? word.slice(0, -1) : word;
}

/** The content words of a label as stems, without stop words. */
export function contentStems(label: string): string[] {
  const stems: string[] = [];
  for (const token of tokenize(label)) {
    if (STOP_WORDS.has(token) || token.includes("'")) continue;
    const s = stem(token);
    if (s.length > 0 && !stems.includes(s)) stems.push(s);
  }
  return stems;
}

export type Phrasing = 'question' | 'statement' | 'phrase';

/** Whether a label reads as a question, a statement with a finite verb (a claim), or a noun phrase. */
export function phrasingOf(label: string): Phrasing {
  const trimmed = label.trim();
  if (trimmed.endsWith('?')) return 'question';
  const tokens = tokenize(trimmed);
  // "Is revenue falling" is a question even without its mark.
  if (tokens.length > 1 && QUESTION_OPENERS.has(tokens[0]!)) return 'question';
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (FINITE_VERBS.has(token) || token.endsWith("n't")) return 'statement';
    if (i === 0 || i === tokens.length - 1) continue;
    const next = tokens[i + 1]!;
    // "Fuel costs per passenger", "the cost of fuel": a noun, whatever it could be as a verb.
    if (AMBIGUOUS_VERBS.has(token) && next !== 'per' && next !== 'of') return 'statement';
    // A plural subject and a base verb: "Discounts and promotions erode realised prices".
    let j = i - 1;
    while (j > 0 && ADVERBS.has(tokens[j]!)) j -= 1;
    const subject = tokens[j]!;
    const plural =
      (/[^s]s$|ies$|people$|staff$|economics$/.test(subject) && !STOP_WORDS.has(subject)) ||
      /^(?:some|many|most|few|they|we|others|both|all|several)$/.test(subject) ||
      tokens[j - 1] === 'and';
    if (isBaseVerb(token) && plural) return 'statement';
    // A singular subject and an -s verb with an object: "The culture rewards long hours".
    if (thirdPersonStem(token) && next !== 'per' && next !== 'of') return 'statement';
  }
  return 'phrase';
}
