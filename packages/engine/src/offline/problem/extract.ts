import {
  BAD_WHEN_HIGH,
  DEMONYMS,
  GENERIC_UNITS,
  GERUND_NOUNS,
  NUMBER_WORDS,
  ROLE_NOUNS,
  SPECIFIC_UNITS,
  TIME_NOUNS,
} from './lexicon.js';
import {
  capitalise,
  coreOf,
  headOf,
  isContainerNoun,
  isMetricPhrase,
  readPhrase,
  singular,
  tokenize,
  type Token,
} from './tokens.js';
import type { Noun, ProblemFrame, ProblemType, Quantity } from './types.js';

/**
 * Reads the parts of a problem statement a consultant would underline: who (subject), what is measured
 * (metric, with from/to), what success is (target), by when (time frame), what the decision is about
 * (object: the market, the company to buy, the product, the asset) and any constraint.
 */

const ARTICLES = new Set(['a', 'an', 'the']);

export interface Subject {
  phrase: string;
  short: string;
  /** "the grocery chain's online channel": the possessed thing a question's "it" refers to. */
  focus?: string;
  /** The noun phrase right after the subject's possessive, when there is one. */
  possessed?: string[];
}

/** The organisation the problem is about. */
export function findSubject(statement: string): Subject {
  const tokens = tokenize(statement);
  let fallback: Subject | undefined;
  for (let i = 0; i < tokens.length; i += 1) {
    if (!ARTICLES.has(tokens[i]!.lower)) continue;
    const phrase = readPhrase(tokens, i + 1, { max: 7 });
    if (phrase.words.length === 0 || isMetricPhrase(phrase.words) || TIME_NOUNS.has(headOf(phrase.words))) continue;
    // "The CFO of a pharmaceutical company asks ...": the organisation, not the person, is the subject.
    if (ROLE_NOUNS.has(headOf(phrase.words)) && tokens[phrase.next]?.lower === 'of') continue;
    const subject = subjectFrom(tokens, phrase.words, phrase.next, phrase.possessive);
    const after = tokens[phrase.next];
    const sentenceStart = i === 0 || !tokens[i - 1]!.word;
    const followedByVerb =
      after !== undefined &&
      after.word &&
      /^(?:is|are|was|has|have|had|wants|must|needs|should|could|can|will|would|plans|faces|sells|runs|loses|lost|operates|seeks|aims|hopes|intends|expects|struggles|invest|invests|enter|launch|fell|rose|dropped|grew|declined|increased|slipped|doubled|plateaued|reports|serves|owns|makes|produces|earns|spends|committed|does|did|miss|misses|considers|sees|lacks|remains|gets|wishes)$/.test(
        after.lower,
      );
    if (phrase.possessive || followedByVerb || sentenceStart || tokens[phrase.next]?.lower === 'of') return subject;
    fallback ??= subject;
  }
  if (fallback) return fallback;
  // A named company: "Lufthansa's margin fell", "Acme Corp wants to ...".
  const name = /^([A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,3})(?:'s|’s)?\b/.exec(statement.trim());
  if (name && !/^(?:How|What|Should|Why|Which|Can|Is|Are|Our|We|The|A|An)$/.test(name[1]!)) {
    return { phrase: name[1]!, short: name[1]! };
  }
  return { phrase: 'the organisation', short: 'the organisation' };
}

function subjectFrom(tokens: readonly Token[], words: string[], next: number, possessive: boolean): Subject {
  let phraseWords = words;
  let core = coreOf(words);
  if (!possessive && tokens[next]?.lower === 'of' && isContainerNoun(headOf(words))) {
    // "chain of fitness clubs" -> "fitness club chain"; "maker of electric scooters" -> "scooter maker".
    const of = readPhrase(tokens, next + 1, { max: 4 });
    if (of.words.length > 0) {
      phraseWords = [...words, 'of', ...of.words];
      const ofCore = coreOf(of.words, 2);
      ofCore[ofCore.length - 1] = singular(ofCore[ofCore.length - 1]!);
      core = [...ofCore, headOf(words)];
      possessive = of.possessive;
      next = of.next;
    }
  }
  const subject: Subject = { phrase: phraseWords.join(' '), short: `the ${core.join(' ')}` };
  if (possessive) {
    const owned = readPhrase(tokens, next, { max: 5, allow: new Set(['per']) });
    if (owned.words.length > 0) {
      subject.possessed = owned.words;
      const head = headOf(owned.words);
      if (!isMetricPhrase(owned.words) && !head.endsWith('s')) {
        subject.focus = `${subject.short}'s ${owned.words.join(' ').toLowerCase()}`;
      }
    }
  }
  return subject;
}

const QUANTITY = new RegExp(
  [
    /(?<cur1>\$|€|£|EUR|USD|GBP|CHF|JPY|INR)\s?(?<num1>\d+(?:[.,]\d+)?)\s?(?<mag1>bn|billion|b|mn|million|m|k|thousand)?\b/,
    /(?<num2>\d+(?:[.,]\d+)?)\s?(?<mag2>bn|billion|mn|million|m|k|thousand)?\s?(?<cur2>EUR|USD|GBP|CHF|euros?|dollars?|pounds?)\b/,
    /(?<num3>\d+(?:\.\d+)?)\s?(?:%|per ?cent\b|percent\b)/,
    /(?<num4>\d+(?:[.,]\d{3})*(?:\.\d+)?)\s+(?<noun>[a-z][a-z-]+)/,
  ]
    .map((r) => `(?:${r.source})`)
    .join('|'),
  'gi',
);

/** Every number with its unit, in reading order. */
export function findQuantities(statement: string): Quantity[] {
  const found: Quantity[] = [];
  for (const match of statement.matchAll(QUANTITY)) {
    const g = match.groups ?? {};
    const text = match[0].trim();
    if (g['num1'] !== undefined || g['num2'] !== undefined) {
      const num = Number((g['num1'] ?? g['num2'])!.replace(',', '.'));
      const mag = (g['mag1'] ?? g['mag2'] ?? '').toLowerCase();
      const factor = mag.startsWith('b')
        ? 1e9
        : mag.startsWith('m')
          ? 1e6
          : mag.startsWith('k') || mag === 'thousand'
            ? 1e3
            : 1;
      const currency = (g['cur1'] ?? g['cur2'])!;
      found.push({ value: num * factor, unit: 'currency', currency, text });
    } else if (g['num3'] !== undefined) {
      found.push({ value: Number(g['num3']), unit: '%', text });
    } else if (g['num4'] !== undefined && !/^(?:am|pm|and|or|to|per)$/.test(g['noun']!.toLowerCase())) {
      const value = Number(g['num4']!.replace(/,/g, ''));
      if (value >= 1900 && value <= 2100 && !/\d\s+\w/.test(text.replace(/^\d{4}\s/, ''))) continue;
      found.push({ value, unit: 'count', noun: g['noun']!.toLowerCase(), text });
    }
  }
  return found;
}

function quantityIn(text: string): Quantity | undefined {
  return findQuantities(text)[0] ?? wordQuantity(text);
}

function wordQuantity(text: string): Quantity | undefined {
  const word = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(\w+)/i.exec(text);
  if (!word) return undefined;
  return { value: NUMBER_WORDS[word[1]!.toLowerCase()]!, unit: 'count', noun: word[2]!.toLowerCase(), text: word[0] };
}

const TIME_FRAME =
  /\b(?:(?:within|in|over the next|during the next|in the next|by|before|until)\s+(?:the next\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-four|thirty-six)\s+(?:months?|years?|quarters?|weeks?)|(?:by|before|until|in)\s+(?:the end of\s+)?20\d\d|(?:this|next) (?:year|quarter))\b/i;

/** The time frame of the goal: from the question or a goal sentence, never a look back ("over the last three years"). */
export function findTimeFrame(statement: string): string | undefined {
  for (const sentence of statement.split(/(?<=[.?!])\s+/)) {
    const isGoal =
      sentence.trim().endsWith('?') ||
      /\b(?:must|wants? to|needs? to|has to|aims? to|plans? to|committed to|target|goal|should)\b/i.test(sentence);
    if (!isGoal) continue;
    const found = TIME_FRAME.exec(sentence);
    if (found) return found[0];
  }
  return undefined;
}

const CONSTRAINT =
  /\b(?:without\s+(?:lowering|raising|hurting|reducing|increasing|compromising|affecting|cutting|losing|harming|damaging|endangering|changing)|(?:while|whilst)\s+(?:protecting|maintaining|keeping|preserving|holding|safeguarding|sustaining|defending))\b[^.?!,;]*/i;

export function findConstraint(statement: string): string | undefined {
  const match = CONSTRAINT.exec(statement);
  if (!match) return undefined;
  const text = match[0].trim().replace(TIME_FRAME, '').trim();
  return text.split(/\s+/).length >= 2 ? text : undefined;
}

const CHANGE =
  /\b(?:has |have |had )?(?:been )?(fallen|fell|dropped|declined|decreased|slipped|shrunk|shrank|eroded|collapsed|plunged|plummeted|slumped|tumbled|deteriorated|risen|rose|increased|grown|grew|climbed|jumped|surged|soared|spiked|ballooned|doubled|tripled|halved|plateaued|stagnated|stalled|flat|remained flat|decline|declines|fall|falls|drop|drops|rise|rises)\b/i;

const WENT_UP =
  /^(?:risen|rose|increased|grown|grew|climbed|jumped|surged|soared|spiked|ballooned|doubled|tripled|rise|rises)$/i;

interface MetricReading {
  phrase: string;
  from?: Quantity;
  to?: Quantity;
  moved?: 'up' | 'down';
}

/** The measure in the statement, where it was and where it is. */
export function findMetric(statement: string, subject: Subject): MetricReading | undefined {
  const tokens = tokenize(statement);
  let phrase: string | undefined;
  // "Employee attrition at a firm ...": a sentence that opens with a measure.
  if (tokens[0] && !ARTICLES.has(tokens[0].lower)) {
    const opening = readPhrase(tokens, 0, { max: 4 });
    if (isMetricPhrase(opening.words) && !opening.possessive) phrase = opening.words.join(' ');
  }
  if (!phrase && subject.possessed && isMetricPhrase(subject.possessed)) phrase = subject.possessed.join(' ');
  const change = CHANGE.exec(statement);
  let reading: MetricReading | undefined;
  if (change) {
    if (!phrase) {
      // The noun phrase right before the verb: "... mobile churn rose ...".
      const before = tokens.filter((t) => t.end <= change.index);
      let start = before.length;
      while (
        start > 0 &&
        before[start - 1]!.word &&
        !/^(?:a|an|the|its|their|at|of|in|and|'s|has|have|had|seen|saw|experienced|reported|recorded|suffered|noticed|is|are|was|were)$/.test(
          before[start - 1]!.lower,
        )
      ) {
        if (/(?:'s|s')$/.test(before[start - 1]!.lower)) break;
        start -= 1;
      }
      const words = before.slice(start).map((t) => t.text);
      const isSubject = words.length > 0 && words[words.length - 1]!.toLowerCase() === subject.short.split(' ').pop();
      if (words.length > 0 && words.length <= 5 && !isSubject) phrase = words.join(' ');
      if (!phrase) {
        // "... has plateaued at $50M ARR": the measure follows the number.
        const after = /^\s*(?:at|to|around|of)\s+\S+\s+([A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)/.exec(
          statement.slice(change.index + change[0].length),
        );
        const named = after?.[1]?.split(/\s+/).filter((w) => !/^(?:for|in|over|and|but|a|the)$/i.test(w)) ?? [];
        if (named.length > 0 && isMetricPhrase([named[0]!])) phrase = named[0]!;
      }
    }
    const verb = change[1]!.toLowerCase();
    const rest = statement.slice(change.index + change[0].length, change.index + change[0].length + 60);
    const fromTo = /^\s*(?:from\s+(.+?)\s+to\s+(.+?)(?:\s|[.,;?!]|$))?/i.exec(rest);
    const toOnly = /^\s*(?:to|at|by)\s+(\S+(?:\s\S+)?)/i.exec(rest);
    reading = { phrase: phrase ?? '' };
    if (fromTo?.[1] && fromTo[2]) {
      const from = quantityIn(fromTo[1]);
      const to = quantityIn(fromTo[2]);
      if (from && to && from.unit === 'count' && to.unit === 'count') {
        // "from 60 to 20 days": the unit is written once, after the second number.
        from.noun = to.noun;
      } else if (to && !from) {
        const bare = Number(fromTo[1].replace(/[^\d.]/g, ''));
        if (Number.isFinite(bare) && bare > 0) reading.from = { ...to, value: bare, text: fromTo[1] };
      }
      if (from) reading.from = from;
      if (to) reading.to = to;
    } else if (toOnly) {
      const to = quantityIn(toOnly[1]!);
      if (to) reading.to = to;
    }
    if (verb === 'doubled' && reading.to && !reading.from)
      reading.from = { ...reading.to, value: reading.to.value / 2, text: '' };
    if (verb === 'halved' && reading.to && !reading.from)
      reading.from = { ...reading.to, value: reading.to.value * 2, text: '' };
    if (/flat|plateaued|stagnated|stalled/.test(verb)) {
      // "plateaued at $50M", "flat at EUR 30M": where it is stuck.
      const at = /\bat\s+(\S+(?:\s\S+)?)/i.exec(statement.slice(change.index, change.index + 80));
      const level = at ? quantityIn(at[1]!) : undefined;
      if (level) reading.to = level;
    } else {
      reading.moved = WENT_UP.test(verb) ? 'up' : 'down';
    }
  } else if (phrase) {
    reading = { phrase };
  }
  const extreme = /\bhas the (?:lowest|highest|worst|best|weakest|poorest)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i.exec(
    statement,
  );
  if (!reading && extreme) {
    const words = extreme[1]!.split(/\s+/).filter((w) => !/^(?:in|of|at|among|across)$/i.test(w));
    const cut = words.findIndex((w) => /^(?:in|of|at|among|across)$/i.test(w));
    reading = { phrase: cleanMetric((cut >= 0 ? words.slice(0, cut) : words).join(' ')) };
  }
  const faces = /\bfaces\s+(?:(\d+(?:\.\d+)?%)\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i.exec(statement);
  if (!reading && faces) {
    const words = faces[2]!.split(/\s+/).filter((w) => !/^(?:on|in|at|of|for|during)$/i.test(w));
    const head = words.slice(0, words.findIndex((w) => /^(?:on|in|at|of|for|during)$/i.test(w)) + 1 || words.length);
    const faced: MetricReading = { phrase: cleanMetric(head.join(' ')) };
    if (faces[1]) faced.to = { value: Number(faces[1].replace('%', '')), unit: '%', text: faces[1] };
    reading = faced;
  }
  const lost = /\blos(?:es|ing|t) money on (?:every|each|each and every) ([a-z-]+)/i.exec(statement);
  if (lost) return { phrase: `profit per ${singular(lost[1]!)}`, moved: 'down' };
  if (reading && reading.phrase) reading.phrase = cleanMetric(reading.phrase);
  return reading && reading.phrase ? reading : undefined;
}

function cleanMetric(phrase: string): string {
  return phrase
    .replace(/^(?:a|an|the|its|their)\s+/i, '')
    .replace(/\b\d+(?:\.\d+)?%?\s*/g, '')
    .trim()
    .replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());
}

const GOAL_VERB =
  /\b(restore|reach|cut|reduce|lower|bring|raise|increase|grow|double|triple|halve|improve|lift|get back to|return to|achieve|hit|boost|decrease|shorten|speed up)\b\s+/i;

interface TargetReading {
  text: string;
  verb: string;
  object: string;
  value?: Quantity;
  direction?: 'up' | 'down';
}

/** What success is: "restore an 8% margin", "cut operating costs by 12%", "double revenue". */
export function findTarget(statement: string): TargetReading | undefined {
  for (const sentence of statement.split(/(?<=[.?!])\s+/)) {
    const goal = GOAL_VERB.exec(sentence);
    if (!goal) continue;
    const verb = goal[1]!.toLowerCase();
    const tokens = tokenize(sentence.slice(goal.index + goal[0].length));
    const object = readPhrase(tokens, 0, { max: 7, allow: new Set(['per', 'of']) });
    const objectText = object.words.join(' ');
    const after = sentence.slice(goal.index + goal[0].length);
    const amount =
      /\b(?:by|to|below|under|above|over|at)\s+(?:at least\s+|around\s+|about\s+)?(\$|€|£|EUR|USD)?\s?\d[\d.,]*\s?(?:%|bn|billion|m|million|k)?(?:\s?(?:days|hours|weeks|minutes|months|years|points|pp))?/i.exec(
        after,
      );
    const inObject = quantityIn(objectText);
    const value =
      (amount
        ? quantityIn(amount[0].replace(/^\w+\s+/, '').replace(/^(?:at least|around|about)\s+/i, ''))
        : undefined) ??
      inObject ??
      (verb === 'double' ? { value: 2, unit: 'multiple' as const, text: 'double' } : undefined) ??
      (verb === 'triple' ? { value: 3, unit: 'multiple' as const, text: 'triple' } : undefined) ??
      (verb === 'halve' ? { value: 0.5, unit: 'multiple' as const, text: 'halve' } : undefined);
    const down =
      /^(?:cut|reduce|lower|halve|decrease|shorten)$/.test(verb) || /\bbelow|under\b/i.test(amount?.[0] ?? '');
    const objectEnd = object.next > 0 ? tokens[object.next - 1]!.end : 0;
    const amountEnd = amount ? amount.index + amount[0].length : 0;
    const textEnd = goal.index + goal[0].length + Math.max(objectEnd, amountEnd);
    const spoken = sentence.slice(goal.index, textEnd).replace(/\s+/g, ' ').trim();
    const reading: TargetReading = { text: spoken, verb, object: cleanMetric(objectText) };
    if (value) reading.value = value;
    reading.direction = down ? 'down' : 'up';
    if (/^(?:restore|reach|bring|get back to|return to|achieve|hit)$/.test(verb) && !down) {
      reading.direction = BAD_WHEN_HIGH.test(objectText) ? 'down' : 'up';
    }
    if (/\bbreak[- ]?even\b/i.test(objectText)) reading.object = 'break-even';
    return reading;
  }
  if (/\bbreak[- ]?even\b/i.test(statement))
    return { text: 'reach break-even', verb: 'reach', object: 'break-even', direction: 'up' };
  return undefined;
}

/** The counted unit of volume: the first specific one named, else a generic one, else the industry's. */
export function findUnit(statement: string, fallback: Noun): Noun {
  let best: { index: number; unit: Noun } | undefined;
  for (const list of [SPECIFIC_UNITS, GENERIC_UNITS]) {
    for (const [pattern, one, many] of list) {
      const match = pattern.exec(statement);
      if (match && (!best || match.index < best.index)) best = { index: match.index, unit: { one, many } };
    }
    if (best) return best.unit;
  }
  return fallback;
}

/** A named place: "the Indian market" -> India, "into Germany", "in the North Sea". */
export function findPlace(statement: string): string | undefined {
  for (const token of tokenize(statement)) {
    const country = DEMONYMS[token.lower];
    if (country && /^[A-Z]/.test(token.text) && token.text !== 'US' && token.text !== 'UK') return country;
  }
  const named = /\b(?:in|into|to|across)\s+((?:the\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\b/.exec(statement);
  return named?.[1];
}

const OBJECT_OPENERS: Partial<Record<ProblemType, RegExp>> = {
  'market-entry': /\b(?:enter(?:s|ing)?|expand(?:s|ing)? (?:in)?to|launch(?:es|ing)? in|mov(?:e|es|ing) into)\s+/i,
  'm-and-a':
    /\b(?:acquisition of|acquir(?:e|es|ing)|buy(?:s|ing)?|merg(?:e|es|ing|er) with|take over|takeover of|stake in|bid for)\s+/i,
  'new-product':
    /\b(?:launch(?:es|ing)?|introduc(?:e|es|ing)|offer(?:s|ing)?|roll(?:s|ing)? out|add(?:s|ing)?)\s+(?=a |an |the )/i,
  investment:
    /\binvest(?:s|ing|ment)?\s+(?:(?:\$|€|£|EUR|USD|GBP)\s?[\d.,]+\s?(?:bn|billion|m|million)?\s+)?(?:in(?:to)?)\s+|\b(?:build|construct|buy|open)\s+(?=(?:a|an|the)\s)/i,
  'channel-digital':
    /\b(?:build|launch|open|create|develop|add|start|set up)\s+(?=(?:a|an|its|their)\s+(?:[\w-]+\s+)?(?:online|digital|e-commerce|app|webshop|channel|platform|marketplace))/i,
  'capacity-location':
    /\b(?:build|open|add|need|choose|site|locate)\s+(?=(?:a|an|the)\s+(?:new|third|second|fourth|another|additional)\b)/i,
};

/** The thing the decision is about, by type: the market, the company, the product or the asset. */
export function findObject(statement: string, type: ProblemType): { phrase: string; short: string } | undefined {
  const opener = OBJECT_OPENERS[type] ?? (type === 'pricing' ? undefined : OBJECT_OPENERS['new-product']);
  if (!opener) return undefined;
  const match = opener.exec(statement);
  if (!match) return undefined;
  const tokens = tokenize(statement.slice(match.index + match[0].length));
  if (tokens.length === 0) return undefined;
  const first = tokens[0]!.lower;
  const gerund = GERUND_NOUNS[first];
  if (gerund && type === 'investment') {
    const rest = readPhrase(tokens, 1, { max: 5 });
    const owner = /^(?:its|their|the|a|an)$/.test(tokens[1]?.lower ?? '') ? `${tokens[1]!.lower} ` : 'the ';
    const phrase = `the ${gerund} of ${owner}${rest.words.join(' ')}`.replace(/\bof a /, 'of a ');
    return { phrase, short: phrase };
  }
  const phrase = readPhrase(tokens, 0, { max: 6 });
  if (phrase.words.length === 0) return undefined;
  const text = phrase.words.join(' ');
  if (/^(?:it|them|this|that)$/i.test(text)) return undefined;
  if (type === 'market-entry') {
    const market = /market$/i.test(text)
      ? `the ${text}`
      : /^[A-Z]/.test(text)
        ? `the market in ${text}`
        : `the ${text} market`;
    return { phrase: market, short: market };
  }
  let core = type === 'channel-digital' ? phrase.words.slice(-3).map((w) => w.toLowerCase()) : coreOf(phrase.words);
  if (tokens[phrase.next]?.lower === 'of' && isContainerNoun(headOf(phrase.words))) {
    // "a chain of dental clinics" -> "the dental clinic chain".
    const of = readPhrase(tokens, phrase.next + 1, { max: 4 });
    const ofCore = coreOf(of.words, 2);
    if (ofCore.length > 0) {
      ofCore[ofCore.length - 1] = singular(ofCore[ofCore.length - 1]!);
      core = [...ofCore, headOf(phrase.words)];
    }
  }
  const possessiveOwner = /^(?:its|their)$/.test(tokens[0]!.lower) ? `${tokens[0]!.lower} ` : 'the ';
  return { phrase: text, short: `${possessiveOwner}${core.join(' ')}` };
}

/** Who a new product or service is for: "for small merchants" -> merchants. */
export function findAudience(statement: string): string | undefined {
  const match = /\bfor\s+(?:its\s+|their\s+|small\s+|large\s+)?([a-z][a-z-]+s)\b/i.exec(statement);
  return match?.[1];
}

/** The statement's own question, with "it" replaced by the subject; undefined when there is none. */
export function findQuestion(statement: string): string | undefined {
  const questions = statement.match(/[^.?!]*\?/g);
  return questions?.[questions.length - 1]?.trim();
}

/** Replaces the pronouns of a question with the subject and the metric. */
export function resolvePronouns(question: string, subject: string, metric?: string, people?: string): string {
  let subjectDone = false;
  const resolved = question.replace(/\b(it|they|them)\b/gi, (pronoun, _p, offset: number) => {
    const before = question.slice(0, offset).trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    const after =
      question
        .slice(offset + pronoun.length)
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase() ?? '';
    // "How can it be reduced?": the measure is what gets reduced, not the organisation.
    if (metric && after === 'be' && !subjectDone) {
      subjectDone = true;
      return metric;
    }
    if (!metric && people && pronoun.toLowerCase() === 'them') return people;
    const isSubjectSlot =
      !subjectDone &&
      /^(?:can|could|should|would|will|does|did|is|was|has|must|shall|may|might|do|are|how|what|why|where)$/.test(
        before,
      );
    if (isSubjectSlot) {
      subjectDone = true;
      return subject;
    }
    if (metric && /^(?:it|them)$/i.test(pronoun)) return metric;
    return pronoun;
  });
  return capitalise(resolved.trim());
}

/** Content words of the statement, for checking that outputs speak the problem's language. */
export function termsOf(statement: string): string[] {
  const stop =
    /^(?:the|and|for|with|from|that|this|its|their|has|have|had|was|were|are|how|can|should|what|which|over|into|than|while|without|within|last|every|each|could|would|will|been|being|it|is|a|an|of|to|in|on|by|at|as|or|if|so|do|does|did)$/;
  const seen = new Set<string>();
  for (const token of tokenize(statement)) {
    if (!token.word || token.lower.length < 3 || /\d/.test(token.lower) || stop.test(token.lower)) continue;
    seen.add(token.lower.replace(/'s$/, ''));
  }
  return [...seen];
}

export function metricIsBadWhenHigh(metric: string | undefined): boolean {
  return metric !== undefined && BAD_WHEN_HIGH.test(metric);
}

export type { ProblemFrame };
