import { afterEach, describe, expect, it, vi } from 'vitest';
import { runProviderEval } from './provider.js';
import type { EvalCase } from './cases.js';

const cases: EvalCase[] = [
  {
    id: 'airline-margin',
    type: 'profitability',
    problemStatement:
      "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?",
    expectTerms: [],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('the eval through a model', () => {
  it('runs the cases along the chain through the loopback model when none is configured, with a judge, and prints a table', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
    const code = await runProviderEval({
      provider: 'configured',
      cases,
      judge: true,
      steps: ['issue-tree', 'hypothesis-tree', 'psw', 'storyline'],
      env: {},
    });

    expect(code).toBe(0);
    const table = printed.join('\n');
    expect(table).toContain('No model configured');
    expect(table).toMatch(/airline-margin\s+65\s+3\s+65\s+100%\s+96\s+100%\s+-\s+3\s+4\/3\/3\/4/);
    expect(table).toContain('cases 1, whole chain 1, passing bars 1');
  });

  it('refuses a provider other than the configured one', async () => {
    await expect(
      runProviderEval({
        provider: 'anthropic',
        cases,
        env: { AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_BASE_URL: 'http://127.0.0.1:9/v1' },
      }),
    ).rejects.toThrow('--provider anthropic, but AI_PROVIDER is openai');
  });
});
