import type { Command } from '../command.js';
import { configCommand, migrateCommand } from './system.js';

/** Every operator command; add new ones here. */
export const commands: Command[] = [configCommand, migrateCommand];
