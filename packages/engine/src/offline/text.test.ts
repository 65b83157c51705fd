import { describe, expect, it } from 'vitest';
import { withUnit } from './text.js';

describe('withUnit', () => {
  it('puts currencies before the number and other units after it', () => {
    expect(withUnit('0', '£')).toBe('£0');
    expect(withUnit('-2', 'US$')).toBe('-US$2');
    expect(withUnit('13.5', '£ m')).toBe('£13.5m');
    expect(withUnit('5', 'EURm')).toBe('EUR 5m');
    expect(withUnit('1.2', '€ billion')).toBe('€1.2 billion');
    expect(withUnit('8', '%')).toBe('8%');
    expect(withUnit('3', 'pp')).toBe('3 pp');
    expect(withUnit('3', 'FTE')).toBe('3 FTE');
    expect(withUnit('12', '')).toBe('12');
  });
});
