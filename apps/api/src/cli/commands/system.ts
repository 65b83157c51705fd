import { systemClock } from '../../lib/clock.js';
import { describeDatabase } from '../../lib/database-target.js';
import { housekeep } from '../../modules/housekeeping/housekeeping.js';
import type { Command } from '../command.js';

/** Prints the effective configuration, with secrets masked. */
export const configCommand: Command = {
  name: 'config',
  usage: 'config',
  summary: 'Show the effective configuration (secrets masked)',
  async run({ config, print }) {
    const mask = (value: string | undefined) =>
      value ? value.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@') : '(unset)';
    const rows: Array<[string, string]> = [
      ['listen', `${config.host}:${config.port}`],
      ['public URL', config.publicUrl.toString()],
      ['data dir', config.dataDir],
      ['database', describeDatabase(config)],
      [
        'mail',
        config.mail.transport === 'smtp' ? `smtp ${mask(config.mail.smtpUrl)}` : `files in ${config.mail.outboxDir}`,
      ],
      ['max projects', String(config.maxProjects)],
      ['beta seats', String(config.betaSeats)],
      [
        'AI provider',
        `${config.ai.provider}${config.ai.model ? ` (${config.ai.model})` : ''}${config.ai.apiKey ? ', key set' : ''}`,
      ],
      ['analytics', config.analytics ? `${config.analytics.url} (${config.analytics.tagId ?? 'no tag id'})` : '(off)'],
      ['language URLs', config.i18nUrlStrategy],
      ['feedback form', config.links.feedbackForm ?? '(not set)'],
      ['data requests', config.links.dataRequestForm ?? '(not set)'],
      ['redis', config.redisUrl ? mask(config.redisUrl) : '(off: in-memory counters)'],
    ];
    for (const [key, value] of rows) print(`${key.padEnd(14)} ${value}`);
  },
};

/** Applies pending migrations and exits (they also run at every server start). */
export const migrateCommand: Command = {
  name: 'migrate',
  usage: 'migrate',
  summary: 'Apply pending database migrations',
  async run({ open, print }) {
    await open();
    print('Database is up to date.');
  },
};

/** Runs the hourly clean-up now (docs/decisions/029-housekeeping.md) and prints what it removed. */
export const housekeepCommand: Command = {
  name: 'housekeep',
  usage: 'housekeep',
  summary: 'Delete ended sessions and tokens, year-old generation logs and data sets no revision uses',
  async run({ open, print }) {
    const { database } = await open();
    const removed = await housekeep({ db: database.db, clock: systemClock });
    print(`sessions        ${removed.sessions}`);
    print(`tokens          ${removed.tokens}`);
    print(`generation runs ${removed.generationRuns}`);
    print(`data sets       ${removed.datasets}`);
  },
};
