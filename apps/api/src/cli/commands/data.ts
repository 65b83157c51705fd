import { resolve } from 'node:path';
import { backupEmbedded, exportEmbeddedToPostgres, restoreEmbedded } from '../../db/portability.js';
import { describeDatabase } from '../../lib/database-target.js';
import { option, table, type Command, type CommandContext } from '../command.js';

/** Backups of the embedded database and the move to PostgreSQL (db/portability.ts). */

function fileArgument({ args }: CommandContext, usage: string): string | null {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error(`Usage: npm run admin -- ${usage}`);
    return null;
  }
  return resolve(file);
}

function embeddedOnly({ config }: CommandContext, what: string): boolean {
  if (!config.databaseUrl) return true;
  console.error(
    `This server runs on ${describeDatabase(config)}, not the embedded database: ${what} it with PostgreSQL's own tools (pg_dump, pg_restore).`,
  );
  return false;
}

export const backupCommand: Command = {
  name: 'backup',
  usage: 'backup <file>',
  summary: 'Write a backup of the embedded database to a file (server stopped)',
  async run(context) {
    const file = fileArgument(context, this.usage);
    if (!file) return 2;
    if (!embeddedOnly(context, 'back up')) return 1;
    const { counts, bytes } = await backupEmbedded({ dataDir: context.config.dataDir, file });
    for (const line of table(counts.map((row) => ({ table: row.table, rows: row.rows })))) context.print(line);
    context.print(`Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    return 0;
  },
};

export const restoreBackupCommand: Command = {
  name: 'restore-backup',
  usage: 'restore-backup <file>',
  summary: 'Replace the embedded database with a backup; the old one is kept beside it (server stopped)',
  async run(context) {
    const file = fileArgument(context, this.usage);
    if (!file) return 2;
    if (!embeddedOnly(context, 'restore')) return 1;
    const { counts, kept } = await restoreEmbedded({ dataDir: context.config.dataDir, file });
    for (const line of table(counts.map((row) => ({ table: row.table, rows: row.rows })))) context.print(line);
    context.print(`Restored ${file} into ${describeDatabase(context.config)}.`);
    if (kept) context.print(`The database it replaced is kept in ${kept}.`);
    return 0;
  },
};

export const exportCommand: Command = {
  name: 'export',
  usage: 'export --to <postgres-url>',
  summary: 'Copy the embedded database into an empty PostgreSQL database, checking every table’s rows',
  async run(context) {
    const url = option(context.args, 'to');
    if (!url || !/^postgres(ql)?:\/\//.test(url)) {
      console.error(`Usage: npm run admin -- ${this.usage}`);
      return 2;
    }
    if (!embeddedOnly(context, 'copy')) return 1;
    const target = describeDatabase({ databaseUrl: url, dataDir: context.config.dataDir });
    try {
      const { counts } = await exportEmbeddedToPostgres({ dataDir: context.config.dataDir, url });
      for (const line of table(counts.map((row) => ({ table: row.table, embedded: row.rows, postgres: row.copied }))))
        context.print(line);
      context.print(`Copied into ${target}; every table has the same number of rows.`);
      context.print('Start the server with DATABASE_URL set to that database to run on it.');
      return 0;
    } catch (error) {
      if (error instanceof Error && /not empty|lacks tables|Row counts differ|cycle/.test(error.message)) {
        console.error(`Nothing was copied: ${error.message}`);
        return 1;
      }
      throw error;
    }
  },
};
