/** The fifteen kinds of consulting problem the offline engine recognises. */
export const PROBLEM_TYPES = [
  'profitability',
  'revenue-growth',
  'cost-reduction',
  'market-entry',
  'm-and-a',
  'pricing',
  'operations',
  'new-product',
  'organisation',
  'public-sector',
  'sustainability',
  'investment',
  'customer-retention',
  'channel-digital',
  'capacity-location',
] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

/** A number read from the problem statement, with its unit as written. */
export interface Quantity {
  value: number;
  /** '%', 'currency', 'count' (with `noun`), or 'multiple' (double = 2, halve = 0.5). */
  unit: '%' | 'currency' | 'count' | 'multiple';
  /** Currency symbol or code for money, e.g. "$", "EUR". */
  currency?: string;
  /** The counted noun for counts, e.g. "stores", "days". */
  noun?: string;
  /** The quantity as written in the statement, e.g. "EUR 2bn", "8%". */
  text: string;
}

/** A noun with its singular and plural forms, e.g. passenger / passengers. */
export interface Noun {
  one: string;
  many: string;
}

/** Everything the reasoner reads out of a problem statement. */
export interface ProblemFrame {
  statement: string;
  type: ProblemType;
  /** Scores per type, highest first; the runner-up tells how clear the classification was. */
  scores: Array<{ type: ProblemType; score: number }>;
  /** The organisation the problem is about: full noun phrase and a short form with "the". */
  subject: { phrase: string; short: string };
  /** Capitalised words the statement uses mid-sentence: names that stay capitalised in generated text. */
  names: ReadonlySet<string>;
  /** What is measured, e.g. "operating margin", with where it was, is and should be. */
  metric?: {
    phrase: string;
    from?: Quantity;
    to?: Quantity;
    /** 'up' when the statement says it rose, 'down' when it fell. */
    moved?: 'up' | 'down';
  };
  /** What success is, e.g. "restore an 8% margin", and the number in it. */
  target?: { text: string; value?: Quantity; direction?: 'up' | 'down' };
  /** When, e.g. "within 24 months", "by 2030". */
  timeFrame?: string;
  /** What the decision is about: the market to enter, the company to buy, the product or asset. */
  object?: { phrase: string; short: string };
  /** A place named in the statement, e.g. "India", "the North Sea". */
  place?: string;
  /** A condition the answer must respect, e.g. "without lowering patient satisfaction scores". */
  constraint?: string;
  /** The counted thing that drives volume: passengers, orders, patients. */
  unit: Noun;
  /** The industry, for its cost pools, segments and process stages. */
  industry: string;
  /** The statement's own question, rewritten with the subject, when it has one worth keeping. */
  question?: string;
  /** All quantities in reading order. */
  quantities: Quantity[];
  /** The statement's content words, for checks that the output uses the problem's terms. */
  terms: string[];
}
