import { UserStatusSchema } from '@caseboard/contracts';
import { AppError } from '../../lib/app-error.js';
import { systemClock } from '../../lib/clock.js';
import { countActiveUsers } from '../../modules/auth/accounts.js';
import {
  admitUser,
  archiveInactive,
  listUsers,
  listWaitlist,
  restoreUser,
  terminateUser,
} from '../../modules/auth/beta.js';
import { deletedEmailHash, listDeletedAccounts } from '../../modules/account/deletion.js';
import { listFeedback } from '../../modules/feedback/service.js';
import { flag, option, printable, table, type Command, type CommandContext } from '../command.js';

/** Operator commands of the closed beta (issue 3): accounts, waiting list, admission, termination, feedback. */

const when = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '');
const clip = (text: string | null | undefined, max: number) =>
  !text ? '' : text.length > max ? `${text.slice(0, max - 1)}…` : text.replace(/\s+/g, ' ');

/** Runs an operator action; a refusal (unknown address, wrong state) is one line and exit code 1. */
async function guarded(action: () => Promise<number | undefined>): Promise<number | undefined> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError) {
      console.error(printable(error.message));
      return 1;
    }
    throw error;
  }
}

function requireEmail({ args }: CommandContext, usage: string): string | null {
  const email = args.find((arg) => !arg.startsWith('--'));
  if (!email) {
    console.error(`Usage: npm run admin -- ${usage}`);
    return null;
  }
  return email.trim().toLowerCase();
}

export const usersCommand: Command = {
  name: 'users',
  usage: 'users [--status <status>]',
  summary: 'List accounts (status: pending_activation, active, waitlisted, terminated)',
  async run({ args, open, print, config }) {
    const wanted = option(args, 'status');
    const status = wanted === undefined ? undefined : UserStatusSchema.safeParse(wanted);
    if (status && !status.success) {
      console.error(`Unknown status "${wanted}". Use one of: ${UserStatusSchema.options.join(', ')}.`);
      return 2;
    }
    const { database } = await open();
    const rows = await listUsers({ db: database.db, status: status?.data });
    for (const line of table(
      rows.map((user) => ({
        id: user.id,
        email: user.email,
        name: clip(user.fullName, 32),
        status: user.status,
        created: when(user.createdAt),
        activated: when(user.activatedAt),
        'last sign-in': when(user.lastSignInAt),
      })),
    ))
      print(line);
    print();
    print(`${rows.length} account(s); ${await countActiveUsers(database.db)} of ${config.betaSeats} seats in use.`);
    return undefined;
  },
};

export const waitlistCommand: Command = {
  name: 'waitlist',
  usage: 'waitlist',
  summary: 'List the waiting list, longest waiting first, with LinkedIn and background',
  async run({ open, print, config }) {
    const { database } = await open();
    const rows = await listWaitlist({ db: database.db });
    for (const line of table(
      rows.map((user) => ({
        email: user.email,
        name: clip(user.fullName, 28),
        linkedin: user.linkedinUrl,
        background: clip(user.consultingBackground, 48),
        since: when(user.createdAt),
      })),
    ))
      print(line);
    print();
    print(`${rows.length} waiting; ${await countActiveUsers(database.db)} of ${config.betaSeats} seats in use.`);
    print('Admit someone with: npm run admin -- admit <email>');
    return undefined;
  },
};

export const admitCommand: Command = {
  name: 'admit',
  usage: 'admit <email>',
  summary: 'Give a waitlisted account a seat and e-mail its owner',
  run: (context) =>
    guarded(async () => {
      const email = requireEmail(context, 'admit <email>');
      if (!email) return 2;
      const { database, mailer } = await context.open();
      const { user, activeNow } = await admitUser({
        db: database.db,
        clock: systemClock,
        mail: { mailer, publicUrl: context.config.publicUrl },
        email,
      });
      context.print(`Admitted ${printable(user.email)}; the owner has been e-mailed.`);
      const seats = context.config.betaSeats;
      context.print(
        `${activeNow} of ${seats} seats in use${activeNow > seats ? ' (over BETA_SEATS, as you chose)' : ''}.`,
      );
      return undefined;
    }),
};

export const terminateCommand: Command = {
  name: 'terminate',
  usage: 'terminate <email>',
  summary: 'Terminate an account: sign it out for good and archive its projects',
  run: (context) =>
    guarded(async () => {
      const email = requireEmail(context, 'terminate <email>');
      if (!email) return 2;
      const { database } = await context.open();
      const { user, archivedProjects } = await terminateUser({ db: database.db, clock: systemClock, email });
      context.print(`Terminated ${user.email}; ${archivedProjects} project(s) archived.`);
      context.print(`Undo with: npm run admin -- restore ${user.email}`);
      return undefined;
    }),
};

export const restoreCommand: Command = {
  name: 'restore',
  usage: 'restore <email>',
  summary: 'Undo a termination: the account is active again with its archived projects',
  run: (context) =>
    guarded(async () => {
      const email = requireEmail(context, 'restore <email>');
      if (!email) return 2;
      const { database } = await context.open();
      const { user, restoredProjects } = await restoreUser({ db: database.db, clock: systemClock, email });
      context.print(`Restored ${user.email}; ${restoredProjects} project(s) back from the archive.`);
      return undefined;
    }),
};

export const archiveInactiveCommand: Command = {
  name: 'archive-inactive',
  usage: 'archive-inactive [--days 30] [--dry-run]',
  summary: 'Terminate and archive participants who have not signed in within N days of activation',
  async run({ args, open, print }) {
    const daysText = option(args, 'days') ?? '30';
    const days = Number(daysText);
    if (!Number.isInteger(days) || days < 1 || days > 3650) {
      console.error(`--days must be a whole number of days from 1 to 3650, not "${daysText}".`);
      return 2;
    }
    const dryRun = flag(args, 'dry-run');
    const { database } = await open();
    const results = await archiveInactive({ db: database.db, clock: systemClock, days, dryRun });
    for (const line of table(
      results.map(({ user, archivedProjects }) => ({
        email: user.email,
        name: clip(user.fullName, 28),
        activated: when(user.activatedAt),
        'last sign-in': when(user.lastSignInAt),
        ...(dryRun ? {} : { 'projects archived': archivedProjects }),
      })),
    ))
      print(line);
    print();
    print(
      dryRun
        ? `${results.length} account(s) would be terminated and archived (dry run: nothing changed).`
        : `${results.length} account(s) terminated and archived. Restore one with: npm run admin -- restore <email>`,
    );
    return undefined;
  },
};

export const feedbackCommand: Command = {
  name: 'feedback',
  usage: 'feedback [--since <date>]',
  summary: 'List feedback, oldest first (date as 2026-01-31 or any ISO time)',
  async run({ args, open, print }) {
    const sinceText = option(args, 'since');
    const since = sinceText === undefined ? undefined : new Date(sinceText);
    if (since && Number.isNaN(since.getTime())) {
      console.error(`--since must be a date such as 2026-01-31, not "${sinceText}".`);
      return 2;
    }
    const { database } = await open();
    const rows = await listFeedback({ db: database.db, since });
    for (const row of rows) {
      const facts = [
        when(row.createdAt),
        row.email ? `${row.fullName} <${row.email}>` : '(deleted account)',
        row.category ?? 'uncategorised',
        row.rating ? `rating ${row.rating}/5` : 'no rating',
        row.page ?? '',
      ].filter(Boolean);
      print(`#${row.id}  ${printable(facts.join('  ·  '))}`);
      // Line breaks of the message stay line breaks; everything else unprintable is escaped.
      for (const line of row.message.split(/\r?\n/)) print(`    ${printable(line)}`);
      print();
    }
    print(`${rows.length} feedback message(s)${since ? ` since ${since.toISOString()}` : ''}.`);
    return undefined;
  },
};

export const deletedAccountsCommand: Command = {
  name: 'deleted-accounts',
  usage: 'deleted-accounts [--email <address>]',
  summary: 'List accounts their owners deleted (no addresses are kept; --email checks one address)',
  async run({ args, open, print }) {
    const email = option(args, 'email');
    const { database } = await open();
    const all = await listDeletedAccounts({ db: database.db });
    const rows = email ? all.filter((row) => row.emailHash === deletedEmailHash(email)) : all;
    for (const line of table(
      rows.map((row) => ({
        'former id': row.formerUserId,
        deleted: when(row.deletedAt),
        created: when(row.accountCreatedAt),
        'terms accepted': when(row.termsAcceptedAt),
        status: row.statusAtDeletion,
        projects: row.projectsDeleted,
        memberships: row.membershipsRemoved,
        'feedback kept': row.feedbackKept,
      })),
    ))
      print(line);
    print();
    print(
      email
        ? `${rows.length} deleted account(s) with the address ${printable(email.trim().toLowerCase())}.`
        : `${rows.length} deleted account(s).`,
    );
    return undefined;
  },
};
