import { ProblemReadingSchema } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { readProblem } from './read.js';

/**
 * The reader on the failure patterns a senior reviewer found in the old engine, one behaviour per test.
 * Statements are written for these tests; the evaluation cases live in src/eval.
 */
describe('reading a problem statement', () => {
  it('keeps money whole, with its currency and magnitude', () => {
    const reading = readProblem(
      'A mining group plans a $2.5bn expansion of its copper mine in Chile. Should it proceed?',
    );
    expect(reading.archetype).toBe('investment-case');
    expect(JSON.stringify(reading)).not.toMatch(/"5bn"/);
    expect(reading.sources.some((s) => s.text.includes('$2.5bn') || s.text === 'mining group')).toBe(true);
  });

  it('names the cooperative, not the farmers, when a possessive is part of the name', () => {
    expect(readProblem("A dairy farmers' cooperative is short of processing capacity.").subject).toBe(
      'the cooperative',
    );
    expect(readProblem("A national children's charity saw donations fall from £40m to £31m.").subject).toBe(
      'the charity',
    );
  });

  it('names the owner when the possessive belongs to an organisation', () => {
    const reading = readProblem("A logistics company's parcel hub is running at 98% capacity.");
    expect(reading.subject).toBe('the logistics company');
    expect(reading.archetype).toBe('capacity-location');
  });

  it('reads a constraint as a constraint, never as the metric', () => {
    const reading = readProblem(
      "A regulated water utility must cut its leakage by 15% by 2028 to meet the regulator's target, and customer bills cannot rise.",
    );
    expect(reading.metric).toBe('leakage');
    expect(reading.target).toBe('15% lower');
    expect(reading.deadline).toBe('by 2028');
    expect(reading.constraints).toEqual(['customer bills cannot rise']);
    expect(reading.archetype).toBe('regulation-carbon');
    expect(reading.industry).toBe('utilities');
  });

  it('finds the named options of a decision, each as written', () => {
    const reading = readProblem(
      'A dairy cooperative wants to decide whether to build its own cheese plant, sell to a multinational processor, or keep supplying the local dairy.',
    );
    expect(reading.archetype).toBe('option-choice');
    expect(reading.options).toEqual([
      'build its own cheese plant',
      'sell to a multinational processor',
      'keep supplying the local dairy',
    ]);
    const colon = readProblem(
      'A telco must decide where to build its next data centre: Frankfurt, Amsterdam or Dublin.',
    );
    expect(colon.options).toEqual(['Frankfurt', 'Amsterdam', 'Dublin']);
  });

  it('reads a service level with its baseline and target, and a deadline only where the goal is', () => {
    const reading = readProblem(
      'A government contact centre answers only 62% of calls within 5 minutes against a target of 90%. How can it reach the target within a year?',
    );
    expect(reading).toMatchObject({
      archetype: 'service-operations',
      subject: 'the contact centre',
      metric: 'share of calls answered within 5 minutes',
      baseline: '62%',
      target: '90%',
      deadline: 'within a year',
    });
    const lookBack = readProblem(
      "A university's international student enrolments dropped from 9,000 to 6,500 in three years.",
    );
    expect(lookBack.deadline).toBe('');
    expect(lookBack.baseline).toBe('6,500');
  });

  it('reads a charity’s income as fundraising, not as revenue per customer', () => {
    const reading = readProblem(
      'A charity that funds cancer research wants to grow legacy income from £12m to £20m within five years.',
    );
    expect(reading).toMatchObject({ archetype: 'fundraising', industry: 'charity', baseline: '£12m', target: '£20m' });
  });

  it('tells winning customers apart from buying a company', () => {
    expect(
      readProblem('A food delivery start-up spends £45 to acquire a customer who orders only twice.').archetype,
    ).toBe('unit-economics');
    expect(readProblem('Should a mining group acquire a rival copper producer for $6.2bn?').archetype).toBe('m-and-a');
  });

  it('says it is unsure, and asks, when the statement gives little to go on', () => {
    const reading = readProblem('A regional bank is reviewing its branch network.');
    expect(reading.unsure).toBe(true);
    expect(reading.confidence).toBeLessThan(0.5);
  });

  it('points every source at the statement’s own words', () => {
    const statement =
      'Employee attrition at a consulting firm’s analyst level has risen to 30% a year. How can it bring it below 15%?';
    const reading = readProblem(statement);
    expect(ProblemReadingSchema.safeParse(reading).success).toBe(true);
    for (const source of reading.sources) expect(reading.statement.slice(source.start, source.end)).toBe(source.text);
    expect(reading).toMatchObject({
      metric: 'employee attrition',
      baseline: '30%',
      target: 'below 15%',
      archetype: 'organisation',
    });
  });

  it('reads the key question the team wrote together with the statement', () => {
    const plain = readProblem('A regional bank is reviewing its branch network.');
    const sharpened = readProblem('A regional bank is reviewing its branch network.', {
      keyQuestion: 'How can the bank cut branch costs by 20% by 2027?',
    });
    expect(plain.archetype).not.toBe('cost-reduction');
    expect(sharpened.archetype).toBe('cost-reduction');
    expect(sharpened.statement).toBe('A regional bank is reviewing its branch network.');
  });
});

describe('a statement in another language', () => {
  it('reads as unsure, so the consultant picks the archetype', () => {
    const reading = readProblem(
      'Die Genossenschaft will bis 2028 die Kosten um 12 % senken, ohne die Milchpreise zu kürzen.',
    );
    expect(reading.unsure).toBe(true);
    expect(reading.confidence).toBeLessThanOrEqual(0.3);
  });
});
