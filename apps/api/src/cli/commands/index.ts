import type { Command } from '../command.js';
import {
  admitCommand,
  archiveInactiveCommand,
  deletedAccountsCommand,
  feedbackCommand,
  restoreCommand,
  terminateCommand,
  usersCommand,
  waitlistCommand,
} from './beta.js';
import { backupCommand, exportCommand, restoreBackupCommand } from './data.js';
import { configCommand, housekeepCommand, migrateCommand } from './system.js';
import { usageCommand } from './usage.js';

/** Every operator command; add new ones here. */
export const commands: Command[] = [
  configCommand,
  migrateCommand,
  usageCommand,
  usersCommand,
  waitlistCommand,
  admitCommand,
  terminateCommand,
  restoreCommand,
  archiveInactiveCommand,
  feedbackCommand,
  deletedAccountsCommand,
  backupCommand,
  restoreBackupCommand,
  exportCommand,
  housekeepCommand,
];
