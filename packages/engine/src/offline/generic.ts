import nlp from 'compromise';
import type { Frame } from './frame.js';
import { as, ask, rule, type Spec } from './archetypes/spec.js';
import { capitalise, thirdPerson } from './text.js';

/**
 * Reasoning over labels the engine did not write: a team's own questions in an edited issue tree. Turns a
 * question into a claim, and splits any node into children when the archetype has no split for it.
 */

const AUX = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'can',
  'could',
  'will',
  'would',
  'should',
  'does',
  'do',
  'did',
  'must',
  'may',
  'might',
]);
const VERB_AUX = new Set(['can', 'could', 'will', 'would', 'should', 'does', 'do', 'did', 'must', 'may', 'might']);

/** Base verbs that open a predicate after a modal ("Can the airline raise ..."). */
const BASE_VERBS = new Set(
  `raise grow cut reduce win keep sell buy build enter launch pay use need want offer serve reach make take get have
  hold earn cover fund deliver meet beat lose drop add support attract retain charge price improve increase decrease
  lower lead drive explain outweigh justify create capture expand move shift stay remain become be go come run operate
  manage integrate realise realize achieve afford clear exceed lack miss follow apply accept respond react compete invest
  acquire merge partner outsource automate simplify share stop track protect put set change hurt block restrict limit
  prevent cause appeal fit match work produce generate convert hire recruit train promote leave join switch cannibalise
  strengthen weaken replace rise fall cost account depend carry help spread enable recover save undercut churn complain
  prefer value expect see feel struggle trust pull push close open fill answer handle staff spend donate give`.split(
    /\s+/,
  ),
);

/** Words that open the predicate after "is/are/has/have" ("Is revenue per passenger falling?"). */
const PREDICATE_STARTERS = new Set(
  `higher lower larger smaller bigger too enough below above over under more less able likely profitable attractive
  worth sufficient high low large small big growing falling rising declining driven caused concentrated available
  realistic affordable manageable acceptable fair strong weak in at on for from to with by within than still already
  not a an the been being risen fallen grown dropped declined increased decreased changed highest lowest largest
  smallest biggest best worst most least among across between behind ahead due up down`.split(/\s+/),
);

function splitSubject(words: readonly string[], aux: string): [string[], string[]] | undefined {
  const start = /^(?:the|a|an|its|their|our|this|these|those)$/i.test(words[0] ?? '') ? 1 : 0;
  for (let i = start + 1; i < Math.min(words.length, start + 7); i += 1) {
    const w = words[i]!.toLowerCase();
    const comparative = words[i + 1]?.toLowerCase() === 'than';
    const opensPredicate = VERB_AUX.has(aux)
      ? BASE_VERBS.has(w)
      : comparative || PREDICATE_STARTERS.has(w) || (/(?:ing|ed)$/.test(w) && w.length > 4);
    if (opensPredicate) return [words.slice(0, i), words.slice(i)];
  }
  const end = start + 1;
  return words.length > end ? [words.slice(0, end), words.slice(end)] : undefined;
}

/**
 * A testable claim from a team's question: "Has fuel cost per passenger risen?" -> "Fuel cost per passenger
 * has risen". An open question ("Why did the load factor fall?", "Which segments matter most?") has no
 * statement order; it gets a directional claim a consultant would start from, flagged as reworded.
 */
export function questionToClaim(label: string, f: Frame): { text: string; reworded: boolean } {
  const text = label.trim().replace(/\?+$/, '').trim();
  const words = text.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  const rest = words.slice(1);
  if (AUX.has(first) && rest.length >= 2) {
    const split = splitSubject(rest, first);
    if (split) {
      const [subject, predicate] = split;
      let verbPhrase: string;
      if (first === 'do' || first === 'did') verbPhrase = predicate.join(' ');
      else if (first === 'does') verbPhrase = thirdPerson(predicate.join(' ').replace(/^\w+/, (w) => w.toLowerCase()));
      else verbPhrase = `${first} ${predicate.join(' ')}`;
      if (first === 'did') verbPhrase = `did ${verbPhrase}`;
      return { text: capitalise(`${subject.join(' ')} ${verbPhrase}`), reworded: false };
    }
  }
  const how = /^how (can|could|should|will|would|might) (.+)$/i.exec(text);
  if (how) {
    const split = splitSubject(how[2]!.split(/\s+/), how[1]!.toLowerCase());
    if (split)
      return {
        text: capitalise(`${split[0].join(' ')} ${how[1]!.toLowerCase()} ${split[1].join(' ')}`),
        reworded: false,
      };
  }
  const open = openQuestionClaim(text, f);
  if (open) return { text: capitalise(open), reworded: true };
  if (/\?$/.test(label.trim()) || /^(?:what|which|where|who|when|how|why|whether)\b/i.test(text)) {
    const topic = text.charAt(0).toLowerCase() + text.slice(1);
    return {
      text: `${capitalise(f.S)} has a clear answer to ${topic}, and it changes the recommendation`,
      reworded: true,
    };
  }
  return /\b(?:is|are|has|have|can|will|should|does|do)\b/i.test(text)
    ? { text: capitalise(text), reworded: false }
    : { text: `${capitalise(text)} is a material driver of ${f.Sp} ${f.M}`, reworded: true };
}

const PLURAL_AUX: Record<string, string> = { is: 'are', are: 'are', has: 'have', have: 'have', does: 'do', do: 'do' };

/** A directional claim for "why", "which" and "what drives" questions, the way a consultant starts from one. */
function openQuestionClaim(text: string, f: Frame): string | undefined {
  const why = /^why (has|have|did|does|do|is|are) (.+)$/i.exec(text);
  if (why) {
    const aux = why[1]!.toLowerCase();
    const split = splitSubject(why[2]!.split(/\s+/), aux === 'did' ? 'do' : aux);
    if (split) {
      const [subject, predicate] = split;
      let verb = predicate.join(' ');
      if (aux === 'did') {
        const doc = nlp(verb);
        doc.verbs().toPastTense();
        verb = doc.text();
      } else if (aux === 'does') verb = thirdPerson(verb);
      else if (aux !== 'do') verb = `${aux} ${verb}`;
      return `${subject.join(' ')} ${verb} mainly for reasons ${f.S} can act on`;
    }
  }
  const drives = /^what (drives|explains|causes|determines) (.+)$/i.exec(text);
  if (drives) return `a few factors explain most of ${drives[2]}`;
  const modal = /^which (\w+) (should|could|can|will|would) (.+)$/i.exec(text);
  if (modal)
    return `one ${modal[1]!.toLowerCase()} clearly stands out as the one ${modal[3]!.replace(/^(\S+(?: \S+)?) /, `$1 ${modal[2]!.toLowerCase()} `)}`;
  const linking = /^which (\w+) (is|are|has|have|does|do) (.+)$/i.exec(text);
  if (linking) {
    const noun = linking[1]!.toLowerCase();
    return `a few ${noun.endsWith('s') ? noun : `${noun}s`} ${PLURAL_AUX[linking[2]!.toLowerCase()]} ${linking[3]}`;
  }
  const acting = /^which (\w+) (\w+) (.+)$/i.exec(text);
  if (acting) {
    const noun = acting[1]!.toLowerCase();
    return `a few ${noun.endsWith('s') ? noun : `${noun}s`} ${acting[2]!.toLowerCase().replace(/s$/, '')} ${acting[3]}`;
  }
  return undefined;
}

/** Children for a node the archetype has no split for, chosen from the words of its label. */
export function genericChildren(label: string, f: Frame): Spec[] {
  const text = label.toLowerCase();
  const i = f.industry;
  const benchmark = (measure: string) => rule(`${measure} against the peer median`, 'above', 10, '%');
  if (/\bcosts?\b|expens|spend|overhead/.test(text)) {
    return as('driver', [
      ask('does', f.S, 'pay more than peers for these inputs', [], {
        tests: ['spend-analysis'],
        rule: benchmark('the price paid'),
      }),
      ask('does', f.S, `use more of them per ${f.u} than peers`, [], {
        tests: ['benchmarking'],
        rule: benchmark(`the quantity used per ${f.u}`),
      }),
      ask('could', 'this work', 'be organised more productively', [], {
        tests: ['process-time-study'],
        rule: rule('the share of time spent on work that adds no value', 'above', 15, '%'),
      }),
    ]);
  }
  if (/\bpric|\bfares?\b|tariff|premium/.test(text)) {
    return as('driver', [
      ask('are', f.C, `willing to pay more than the current ${i.price}`, [], {
        tests: ['willingness-to-pay'],
        rule: rule(`the gap between willingness to pay and the current ${i.price}`, 'above', 5, '%'),
      }),
      ask('do', i.competitors, 'charge less for similar value', [], {
        tests: ['competitor-profiling'],
        rule: benchmark(`${i.competitors}' ${i.price}`),
      }),
      ask('does', 'the cost floor', 'leave room to move', [], {
        tests: ['unit-economics'],
        rule: rule(`the margin per ${f.u} at the lower ${i.price}`, 'above', 0),
      }),
    ]);
  }
  if (/revenue|sales|grow|volume|share|income/.test(text)) {
    return as('driver', [
      ask('can', f.S, `win more ${f.C} here`, [], {
        tests: ['market-sizing'],
        rule: rule('the headroom in the addressable market', 'above', 10, '%'),
      }),
      ask('can', f.S, `earn more from each ${f.c} here`, [], {
        tests: ['customer-segmentation'],
        rule: benchmark(`revenue per ${f.c}`),
      }),
      ask('can', f.S, 'keep more of the customers it has here', [], {
        tests: ['cohort-churn'],
        rule: rule('the share of customers lost each year', 'above', 10, '%'),
      }),
    ]);
  }
  if (/churn|retain|retention|leav|loyal/.test(text)) {
    return [
      ask('is', 'this', `concentrated among ${i.segments[0]} or ${i.segments[1]}`, [], {
        tests: ['customer-segmentation'],
        rule: rule('the share of the problem in the worst segment', 'above', 50, '%'),
      }),
      ask('is', 'this', `concentrated early in the ${f.c} relationship`, [], {
        tests: ['cohort-churn'],
        rule: rule('the share of losses in the first year', 'above', 40, '%'),
      }),
      ask('is', 'this', `driven by reasons ${f.S} can fix`, [], {
        tests: ['customer-survey'],
        rule: rule('the share of stated reasons within the client’s control', 'above', 50, '%'),
      }),
    ];
  }
  if (/time|delay|process|quality|defect|late|capacity|backlog|wait/.test(text)) {
    return as('driver', [
      ask('is', 'capacity here', 'too low for the demand', [], {
        tests: ['capacity-utilisation'],
        rule: rule('utilisation at peak', 'above', 85, '%'),
      }),
      ask('do', 'processes here', 'cause errors or delays', [], {
        tests: ['process-time-study'],
        rule: rule('the share of lead time spent waiting or on rework', 'above', 30, '%'),
      }),
      ask('are', `the ${i.workforce} here`, 'too few or not yet trained', [], {
        tests: ['workforce-planning'],
        rule: rule('vacancies and trainees as a share of the team', 'above', 10, '%'),
      }),
    ]);
  }
  // No clue in the words: the claim's size, its cause and what would change it.
  return as('issue', [
    ask('is', 'the effect', `large enough to matter for ${f.Sp} ${f.M}`, [], {
      tests: ['benchmarking'],
      rule: rule(`the share of the gap in ${f.M} this explains`, 'above', 10, '%'),
    }),
    ask('is', 'the cause', `within ${f.Sp} control`, [], {
      tests: ['root-cause'],
      rule: rule('the share of the effect traced to causes the client controls', 'above', 50, '%'),
    }),
    ask('can', f.S, `act on it ${f.deadline ?? 'in time'}`, [], {
      tests: ['expert-interviews'],
      rule: rule('the share of the effect that measures can remove in time', 'above', 50, '%'),
    }),
  ]);
}
