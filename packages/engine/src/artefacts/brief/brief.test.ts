import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BriefDraftSchema, type Brief } from '@caseboard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../../engine.js';
import { openAiCompletion, startLoopback, type LoopbackServer } from '../../testing/loopback-server.js';
import { ARTEFACTS } from '../index.js';
import { BRIEF_FIELDS } from '@caseboard/contracts';
import { briefShape, PROMPT_VERSION } from './prompt.js';

const PUBLIC = fileURLToPath(new URL('../../../../../../shared/cases/public-cases.json', import.meta.url));
const publicCases: Array<{ id: string; problemStatement: string }> = existsSync(PUBLIC)
  ? (JSON.parse(readFileSync(PUBLIC, 'utf8')) as { cases: Array<{ id: string; problemStatement: string }> }).cases
  : [];

/** Statements of different kinds, so the suite holds without the shared case file too. */
const OWN = {
  airline:
    "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?",
  hospital: 'A hospital network must cut operating costs by 12% without lowering patient satisfaction scores.',
  acquisition:
    'A private equity fund is evaluating the acquisition of a family-owned frozen food manufacturer for $400M. Should it buy?',
  warehouses:
    'A family-owned logistics company must earn a return above the 12% cost of capital on its new warehouses. The owners want a decision by the board within six months.',
  coffee: 'A US-based premium coffee chain is considering entering the Indian market. Should it enter, and if so how?',
  payroll:
    'A mid-sized B2B payroll software company has plateaued at $50M ARR. How can it double revenue in three years?',
  tax: 'A national tax authority wants to cut the average processing time for tax returns from 60 to 20 days by 2026.',
} as const;

const statements = [...new Set([...Object.values(OWN), ...publicCases.map((c) => c.problemStatement)])];
const draft = (problemStatement: string, context?: { brief?: Partial<Brief> }) =>
  ARTEFACTS.brief.offline({ problemStatement, ...(context ? { context } : {}) });

describe('the offline brief', () => {
  it.each(statements)('drafts a whole, sound brief for: %s', (problemStatement) => {
    const brief = draft(problemStatement);
    expect(BriefDraftSchema.safeParse(brief).success).toBe(true);
    expect(ARTEFACTS.brief.check(brief, { problemStatement })).toEqual([]);
    for (const field of ['situation', 'complication', 'keyQuestion'] as const) expect(brief[field].trim()).not.toBe('');
    for (const field of ['decisionMakers', 'successCriteria', 'scopeIn', 'scopeOut'] as const)
      expect(brief[field].length).toBeGreaterThan(0);
    // Every number of the statement appears in the brief ("8%", "$400M", "24 months").
    const text = JSON.stringify(brief);
    for (const number of problemStatement.match(/\d+(?:\.\d+)?/g) ?? []) expect(text).toContain(number);
  });

  it('asks the same key question as the root of the issue tree', () => {
    for (const problemStatement of statements) {
      const tree = ARTEFACTS['issue-tree'].offline({ problemStatement });
      expect(draft(problemStatement).keyQuestion).toBe(tree.root.label);
    }
  });

  it('gives different briefs for different problems, and the same brief for the same one', () => {
    const briefs = statements.map((s) => draft(s));
    for (const field of ['situation', 'complication', 'keyQuestion'] as const)
      expect(new Set(briefs.map((b) => b[field])).size).toBe(briefs.length);
    expect(new Set(briefs.map((b) => b.successCriteria.join('|'))).size).toBe(briefs.length);
    expect(draft(OWN.airline)).toEqual(draft(OWN.airline));
  });

  it('reads the margin problem: the gap, the target and the time frame', () => {
    const brief = draft(OWN.airline);
    expect(brief.situation).toContain('The airline is a regional European airline.');
    expect(brief.situation).toContain("Until recently, the airline's operating margin stood at 8%.");
    expect(brief.complication).toContain(
      "The airline's operating margin fell from 8% to 2% over the last three years.",
    );
    expect(brief.keyQuestion).toBe('How can the airline restore its operating margin from 2% to 8% within 24 months?');
    expect(brief.successCriteria).toContain(
      'Operating margin at or above 8% within 24 months (today 2%: a gap of 6 percentage points)',
    );
    expect(brief.scopeIn).toEqual(expect.arrayContaining(['Raising revenue per passenger']));
    expect(brief.timeFrame).toBe('within 24 months');
  });

  it('turns a stated condition into a constraint and a success criterion', () => {
    const brief = draft(OWN.hospital);
    expect(brief.constraints).toEqual(['Patient satisfaction scores must not fall']);
    expect(brief.successCriteria).toEqual(
      expect.arrayContaining([
        'Operating costs 12% lower than today',
        'Patient satisfaction scores no lower than today',
      ]),
    );
  });

  it('frames a decision: what is on the table and what must be decided', () => {
    const brief = draft(OWN.acquisition);
    expect(brief.complication).toContain(
      'evaluating the acquisition of a family-owned frozen food manufacturer for $400M',
    );
    expect(brief.keyQuestion).toMatch(/^Should the fund acquire a family-owned frozen food manufacturer for \$400M/);
    expect(brief.successCriteria.join(' ')).toContain('$400M');
  });

  it('takes the decision makers from the wording, and the limits as stated', () => {
    const brief = draft(OWN.warehouses);
    expect(brief.decisionMakers).toEqual(['The owners', 'The board']);
    expect(brief.constraints).toContain('A return above the 12% cost of capital on its new warehouses');
    expect(brief.timeFrame).toBe('within six months');
  });

  it('computes the gap from the statement’s numbers, with the unit written once', () => {
    expect(draft(OWN.payroll).successCriteria[0]).toMatch(/^ARR|^Revenue/);
    const tax = draft(OWN.tax);
    expect(tax.successCriteria).toContain(
      'Average processing time at or below 20 days by 2026 (today 60 days: a gap of 40 days)',
    );
  });

  it('never invents a time frame, but keeps the one the team already set', () => {
    expect(draft(OWN.coffee).timeFrame).toBe('');
    const kept = draft(OWN.coffee, { brief: { timeFrame: 'by the March board meeting' } });
    expect(kept.timeFrame).toBe('by the March board meeting');
    expect(kept.successCriteria.join(' ')).toContain('by the March board meeting');
  });

  it('streams the frame first and ends with the whole brief', async () => {
    const engine = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });
    const partials: unknown[] = [];
    const { artefact, meta } = await engine.generate(
      'brief',
      { problemStatement: OWN.airline },
      { onPartial: (p) => partials.push(p) },
    );
    expect(meta).toMatchObject({ provider: 'offline', model: 'offline' });
    expect(partials.length).toBe(3);
    expect(partials[0]).toEqual({ situation: artefact.situation, complication: artefact.complication });
    expect(artefact).toEqual(draft(OWN.airline));
  });
});

describe('the brief checks', () => {
  const sound = draft(OWN.airline);
  it('find what the schema cannot: a key question that is no question, repeated lines, scope in and out', () => {
    const issues = ARTEFACTS.brief.check(
      {
        ...sound,
        keyQuestion: 'Restore the margin',
        decisionMakers: ['The CEO', 'the ceo'],
        scopeOut: [sound.scopeIn[0]!],
      },
      { problemStatement: OWN.airline },
    );
    expect(issues).toEqual([
      'keyQuestion must be one question ending with "?"',
      'decisionMakers lists "the ceo" twice',
      `"${sound.scopeIn[0]!}" is both in and out of scope`,
    ]);
  });
});

describe('the brief prompt', () => {
  it('carries the statement as fenced data, the team’s brief as context, and the language rule', () => {
    const shape = briefShape({
      problemStatement: OWN.hospital,
      locale: 'de',
      context: { brief: { keyQuestion: 'Wie senkt das Netz die Kosten um 12%?' } },
    });
    const built = shape.ask(BRIEF_FIELDS, {}, 'whole', []);
    expect(PROMPT_VERSION).toBe('brief/2');
    expect(built.prompt).toContain(`<problem_statement>\n${OWN.hospital}\n</problem_statement>`);
    expect(built.prompt).toContain('<project_content name="the team’s current brief');
    expect(built.prompt).toContain('Wie senkt das Netz die Kosten um 12%?');
    expect(built.prompt).toContain('Never invent a deadline');
    expect(shape.system).toContain('Answer in German');
    expect(shape.system).not.toContain(OWN.hospital);
  });
});

describe('the brief from an OpenAI-compatible provider', () => {
  let server: LoopbackServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('sends the brief schema with its required fields, and repairs an answer whose key question is no question', async () => {
    const answer = { ...draft(OWN.hospital), keyQuestion: 'Cut operating costs by 12%' };
    const repaired = { ...answer, keyQuestion: 'How can the hospital network cut operating costs by 12%?' };
    server = await startLoopback([
      openAiCompletion(JSON.stringify(answer)),
      openAiCompletion(JSON.stringify(repaired)),
    ]);
    const engine = createEngine({
      provider: 'openai',
      baseUrl: `${server.url}/v1`,
      apiKey: 'k',
      model: 'test-model',
      timeoutMs: 2_000,
      maxOutputTokens: 2_000,
      maxRetries: 0,
    });
    const result = await engine.generate('brief', { problemStatement: OWN.hospital });
    expect(result.artefact).toEqual(repaired);
    expect(result.meta).toMatchObject({ provider: 'openai', promptVersion: 'brief/2' });
    const first = server.requests[0]!.body as {
      response_format: { json_schema: { schema: { required: string[] } } };
      messages: unknown;
    };
    expect(first.response_format.json_schema.schema.required).toEqual(
      expect.arrayContaining(['situation', 'keyQuestion', 'constraints', 'timeFrame']),
    );
    expect(JSON.stringify(first.messages)).toContain('without lowering patient satisfaction scores');
    expect(JSON.stringify(server.requests[1]!.body['messages'])).toContain('keyQuestion must be one question');
  });
});
