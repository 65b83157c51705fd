import { describe, expect, it } from 'vitest';
import { isProjectLimitReached } from './limits.js';

describe('isProjectLimitReached', () => {
  it('is reached when the total is at or above the maximum', () => {
    expect(isProjectLimitReached(3, 3)).toBe(true);
    expect(isProjectLimitReached(4, 3)).toBe(true);
  });

  it('is not reached below the maximum', () => {
    expect(isProjectLimitReached(2, 3)).toBe(false);
    expect(isProjectLimitReached(0, 1)).toBe(false);
  });

  it('counts as not reached when the total or the limit is unknown', () => {
    expect(isProjectLimitReached(undefined, 3)).toBe(false);
    expect(isProjectLimitReached(5, null)).toBe(false);
  });
});
