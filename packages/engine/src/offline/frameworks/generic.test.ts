import { describe, expect, it } from 'vitest';
import { questionToClaim } from './generic.js';

describe('questionToClaim', () => {
  it('turns yes/no questions into claims in statement order', () => {
    expect(questionToClaim('Has the cost of fuel per passenger risen?')).toBe(
      'The cost of fuel per passenger has risen',
    );
    expect(questionToClaim('Can the airline raise revenue per passenger?')).toBe(
      'The airline can raise revenue per passenger',
    );
    expect(questionToClaim('Does the bank pay more for IT than peers?')).toBe('The bank pays more for IT than peers');
    expect(questionToClaim('Are discounts deeper than competitors’ discounts?')).toBe(
      'Discounts are deeper than competitors’ discounts',
    );
  });

  it('turns "how can" and "why has" questions into claims', () => {
    expect(questionToClaim('How can the city reduce congestion?')).toBe('The city can reduce congestion');
    expect(questionToClaim('Why has churn risen?')).toBe('Churn has risen for reasons the team can pin down');
  });

  it('always returns a statement, even for open questions and noun phrases', () => {
    expect(questionToClaim('What drives cost?')).toBe('The evidence will settle: What drives cost');
    expect(questionToClaim('Fuel costs')).toBe('Fuel costs is a material driver');
  });
});
