import { summariseUsage } from '../../modules/generation/runs.js';
import { option, table, type Command } from '../command.js';

/** `usage [--since YYYY-MM-DD]`: generation runs by artefact, provider and model. */
export const usageCommand: Command = {
  name: 'usage',
  usage: 'usage [--since <date>]',
  summary: 'Summarise AI generation runs (counts, latency, tokens) by artefact and model',
  async run({ args, open, print }) {
    const sinceText = option(args, 'since');
    const since = sinceText ? new Date(sinceText) : undefined;
    if (since && Number.isNaN(since.getTime())) {
      print(`Not a date: ${sinceText} (use YYYY-MM-DD)`);
      return 2;
    }
    const { database } = await open();
    const rows = await summariseUsage({ db: database.db, since });
    print(since ? `Generation runs since ${since.toISOString().slice(0, 10)}` : 'Generation runs (all time)');
    for (const line of table(
      rows.map((row) => ({
        artefact: row.artefact,
        provider: row.provider,
        model: row.model,
        runs: row.runs,
        ok: row.succeeded,
        failed: row.failed,
        cancelled: row.cancelled,
        users: row.users,
        'p50 ms': Math.round(row.p50Ms),
        'p95 ms': Math.round(row.p95Ms),
        'tokens in': row.inputTokens,
        'tokens out': row.outputTokens,
      })),
    )) {
      print(line);
    }
    return undefined;
  },
};
