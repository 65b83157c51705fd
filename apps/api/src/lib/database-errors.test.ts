import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection, also wrapped as a failed query', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves bugs and bad queries to be 500s', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selct"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });
});
