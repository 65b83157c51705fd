/** Word lists the extractor reads statements with. English only: the offline engine reasons in English. */

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Words that end a noun phrase: prepositions, conjunctions, relative pronouns. */
export const PHRASE_BOUNDARIES = words(`
  at in on of for from to with by into onto over under after before during across within without while whilst
  that which who whose where when and but or nor than as because since despite although though if so
  per via about against between among through throughout toward towards until unless whereas a an the`);

/** Verbs that follow a subject; they end the subject's noun phrase. */
export const SUBJECT_VERBS = words(`
  is are was were has have had wants want must needs need should could can will would may might shall
  plans plan faces faced sells sold runs ran loses lost operates operated considers considering seeks aims
  hopes intends expects struggles struggled invests invest enters enter launches launch fell rose dropped
  grew declined increased decreased slipped doubled halved plateaued stalled stagnated misses miss reports
  employs serves owns makes produces generates earns spends committed cut cuts reduce reduces moved moving
  is evaluating evaluates thinks thinking looks looking sees saw lacks lags trails remains stays became
  has-been gets got does did do wishes asks asked return restore reach raise grow improve increase win keep
  become build buy expand expands open close double halve bring get achieve stay turn make sell acquire merge`);

/** Adjectives that describe a subject without naming it; the short name leaves them out. */
export const DESCRIPTIVE_ADJECTIVES = words(`
  regional national international global local leading large larger largest small smaller smallest mid-sized
  midsized medium-sized big bigger biggest major premium budget listed traditional established young new old
  independent diversified specialist luxury fast-growing struggling well-known top online digital electric
  famous successful profitable unprofitable growing declining ambitious innovative public private-owned
  family-run state-owned multinational domestic foreign mature legacy incumbent niche emerging`);

/** Hyphenated words ending like these are adjectives ("US-based", "family-owned"). */
export const ADJECTIVE_SUFFIXES =
  /-(?:based|sized|size|owned|run|listed|class|scale|leading|term|speed|end|tier|known|growing|focused|oriented|led|backed)$/;

/** Heads that name a time span, never a subject ("a year"). */
export const TIME_NOUNS = words(`year years month months week weeks day days quarter quarters decade decades time`);

/** People who speak for an organisation: "the CFO of a pharmaceutical company" is about the company. */
export const ROLE_NOUNS = words(`cfo ceo coo cto cio cmo board management owner owners founder founders head director
  directors team manager managers chairman chair investors shareholders leadership executives client`);

/** Nouns that continue into "of ..." ("chain of fitness clubs", "maker of electric scooters"). */
export const CONTAINER_NOUNS = words(`
  chain network group maker manufacturer producer provider operator supplier owner distributor developer
  retailer seller builder publisher family portfolio collection federation association consortium`);

/** Heads of noun phrases that name a measure, not an organisation. */
export const METRIC_NOUNS = words(`
  margin margins rate rates churn attrition turnover cost costs expenses spend revenue revenues sales profit
  profits income ebit ebitda share score scores time times level levels emissions footprint congestion
  satisfaction retention growth volume volumes price prices yield productivity utilisation utilization
  arr backlog stockouts defects delays delay performance engagement absenteeism waiting footfall traffic
  bookings orders deliveries numbers earnings return returns value price-to-earnings losses loss debt`);

/** Measures where lower is better; a rise is a problem. */
export const BAD_WHEN_HIGH =
  /\b(?:churn|attrition|turnover|costs?|expenses?|spend|defects?|errors?|complaints?|waiting|wait|processing time|lead time|cycle time|delays?|stock-?outs?|emissions?|footprint|congestion|loss(?:es)?|debt|absenteeism|backlogs?|downtime|scrap|accidents?|incidents?|fraud|arrears)\b/i;

/** Counted units of volume, specific ones before generic ones. */
export const SPECIFIC_UNITS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\bpassengers?\b/i, 'passenger', 'passengers'],
  [/\bpatients?\b/i, 'patient', 'patients'],
  [/\bsubscribers?\b/i, 'subscriber', 'subscribers'],
  [/\bmerchants?\b/i, 'merchant', 'merchants'],
  [/\bpolicyholders?\b/i, 'policyholder', 'policyholders'],
  [/\bmembers(?:hips?)?\b|\bmember\b/i, 'member', 'members'],
  [/\bguests?\b/i, 'guest', 'guests'],
  [/\bstudents?\b/i, 'student', 'students'],
  [/\bvisitors?\b/i, 'visitor', 'visitors'],
  [/\bshipments?\b/i, 'shipment', 'shipments'],
  [/\bcontainers?\b/i, 'container', 'containers'],
  [/\btravell?ers?\b/i, 'traveller', 'travellers'],
  [/\bshoppers?\b/i, 'shopper', 'shoppers'],
  [/\bhouseholds?\b/i, 'household', 'households'],
  [/\bcommuters?\b/i, 'commuter', 'commuters'],
  [/\btonnes?\b|\btons?\b/i, 'tonne', 'tonnes'],
  [/\brooms?\b/i, 'room', 'rooms'],
  [/\borders?\b/i, 'order', 'orders'],
  [/\btax returns?\b/i, 'tax return', 'tax returns'],
  [/\bclaims?\b/i, 'claim', 'claims'],
  [/\bloans?\b/i, 'loan', 'loans'],
  [/\bparcels?\b/i, 'parcel', 'parcels'],
  [/\banalysts?\b/i, 'analyst', 'analysts'],
  [/\bnurses?\b/i, 'nurse', 'nurses'],
  [/\bengineers?\b/i, 'engineer', 'engineers'],
  [/\bdrivers?\b/i, 'driver', 'drivers'],
  [/\bclients?\b/i, 'client', 'clients'],
  [/\bresidents?\b/i, 'resident', 'residents'],
];

export const GENERIC_UNITS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/\bcustomers?\b/i, 'customer', 'customers'],
  [/\busers?\b/i, 'user', 'users'],
  [/\bemployees?\b|\bstaff\b/i, 'employee', 'employees'],
  [/\bproducts?\b/i, 'product', 'products'],
];

/** Country adjectives to country names, for "the Indian market" -> India. */
export const DEMONYMS: Readonly<Record<string, string>> = {
  indian: 'India',
  chinese: 'China',
  japanese: 'Japan',
  german: 'Germany',
  french: 'France',
  british: 'the UK',
  american: 'the US',
  brazilian: 'Brazil',
  mexican: 'Mexico',
  spanish: 'Spain',
  italian: 'Italy',
  dutch: 'the Netherlands',
  polish: 'Poland',
  swedish: 'Sweden',
  nordic: 'the Nordics',
  european: 'Europe',
  african: 'Africa',
  asian: 'Asia',
  korean: 'South Korea',
  indonesian: 'Indonesia',
  vietnamese: 'Vietnam',
  turkish: 'Turkey',
  canadian: 'Canada',
  australian: 'Australia',
  swiss: 'Switzerland',
  austrian: 'Austria',
  saudi: 'Saudi Arabia',
  nigerian: 'Nigeria',
  egyptian: 'Egypt',
  argentinian: 'Argentina',
  chilean: 'Chile',
  colombian: 'Colombia',
  gulf: 'the Gulf',
  us: 'the US',
  uk: 'the UK',
};

/** Gerunds that open an investment object, and their nouns ("automating" -> "the automation of"). */
export const GERUND_NOUNS: Readonly<Record<string, string>> = {
  automating: 'automation',
  building: 'construction',
  constructing: 'construction',
  expanding: 'expansion',
  modernising: 'modernisation',
  modernizing: 'modernisation',
  upgrading: 'upgrade',
  digitising: 'digitisation',
  digitizing: 'digitisation',
  replacing: 'replacement',
  developing: 'development',
  opening: 'opening',
  renovating: 'renovation',
  electrifying: 'electrification',
  converting: 'conversion',
  extending: 'extension',
  acquiring: 'acquisition',
  launching: 'launch',
  creating: 'creation',
  retrofitting: 'retrofit',
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
};
