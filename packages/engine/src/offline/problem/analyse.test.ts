import { describe, expect, it } from 'vitest';
import { analyseProblem } from './analyse.js';

describe('analyseProblem', () => {
  it('reads subject, metric with from and to, target and time frame', () => {
    const frame = analyseProblem(
      "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?",
    );
    expect(frame).toMatchObject({
      type: 'profitability',
      subject: { short: 'the airline' },
      metric: { phrase: 'operating margin', from: { value: 8, unit: '%' }, to: { value: 2, unit: '%' }, moved: 'down' },
      target: { text: 'restore an 8% margin', value: { value: 8 } },
      timeFrame: 'within 24 months',
      unit: { one: 'passenger', many: 'passengers' },
      question: 'How can the airline restore an 8% margin within 24 months?',
    });
    // "while passenger numbers grew" is context, not a constraint on the answer.
    expect(frame.constraint).toBeUndefined();
  });

  it('keeps a constraint that limits the answer', () => {
    const frame = analyseProblem(
      'A hospital network must cut operating costs by 12% without lowering patient satisfaction scores.',
    );
    expect(frame).toMatchObject({
      type: 'cost-reduction',
      constraint: 'without lowering patient satisfaction scores',
      target: { value: { value: 12, unit: '%' }, direction: 'down' },
    });
  });

  it('classifies each kind of problem from its wording', () => {
    const cases: Array<[string, string]> = [
      ['Our online shop converts badly and the board wants a digital channel strategy for the app.', 'channel-digital'],
      ['A dairy cooperative is running out of capacity. Where should it build a new plant?', 'capacity-location'],
      ['Should a bank acquire a fintech start-up for EUR 300M?', 'm-and-a'],
      ['A ministry wants to cut waiting lists for public housing by half.', 'public-sector'],
      ['A shipping line must reach net zero carbon emissions by 2040.', 'sustainability'],
      ['A bakery chain wants to enter the Polish market.', 'market-entry'],
      ['Subscribers of a streaming service cancel after the free trial. How can it keep them?', 'customer-retention'],
    ];
    for (const [statement, type] of cases)
      expect([statement, analyseProblem(statement).type]).toEqual([statement, type]);
  });

  it('turns the statement’s own question into the key question, naming the subject for "it"', () => {
    expect(
      analyseProblem('A bank wants to launch a buy-now-pay-later product for small merchants. Is it worth it?')
        .question,
    ).toBe('Should the bank launch a buy-now-pay-later product for small merchants?');
    expect(
      analyseProblem(
        "Employee attrition at a consulting firm's analyst level has risen to 30% a year. How can it bring it below 15%?",
      ).question,
    ).toBe('How can the consulting firm bring employee attrition below 15%?');
  });

  it('reads the object of a decision: the market, the asset, the company', () => {
    expect(analyseProblem('A US-based premium coffee chain is considering entering the Indian market.')).toMatchObject({
      object: { short: 'the Indian market' },
      place: 'India',
    });
    expect(
      analyseProblem('Should a port operator invest USD 500M in automating its container terminal?').object?.short,
    ).toBe('the automation of its container terminal');
  });
});
