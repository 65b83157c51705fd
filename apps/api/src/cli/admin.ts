import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { DataDirInUseError } from '../db/lock.js';
import { databaseTarget } from '../lib/database-target.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import type { Command } from './command.js';
import { commands } from './commands/index.js';

function help(print: (line?: string) => void) {
  print('Caseboard operator commands: npm run admin -- <command> [options]');
  print();
  const width = Math.max(...commands.map((command) => command.usage.length), 'help'.length);
  print(`  ${'help'.padEnd(width)}  Show this list`);
  for (const command of commands) print(`  ${command.usage.padEnd(width)}  ${command.summary}`);
  print();
  print('With the embedded database, run commands while the server is stopped (it has one writer).');
}

/** Runs one command; returns the exit code. Exported for tests. */
export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  print = (line = '') => console.info(line),
) {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    help(print);
    return 0;
  }
  const command: Command | undefined = commands.find((candidate) => candidate.name === name);
  if (!command) {
    console.error(`Unknown command "${name}". Run "npm run admin -- help" for the list.`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let opened: { database: DatabaseHandle; mailer: Mailer } | undefined;
  const open = async () => {
    if (!opened) {
      const database = await openDatabase(databaseTarget(config));
      opened = { database, mailer: createMailer(config.mail) };
    }
    return opened;
  };
  try {
    return (await command.run({ args, config, open, print })) ?? 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`${error.message}\nStop the server, run the command, then start the server again.`);
      return 1;
    }
    throw error;
  } finally {
    if (opened) {
      opened.mailer.close();
      await opened.database.close();
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
