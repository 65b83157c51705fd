import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { printable } from '../../src/cli/command.js';
import { runAdmin } from '../../src/cli/admin.js';
import { openDatabase } from '../../src/db/client.js';
import { feedbacks } from '../../src/db/schema/index.js';
import { buildUser } from '../support/factories.js';
import { TestClock } from '../support/test-app.js';

// Finding 9: `admin users` and `admin feedback` printed names and messages raw, so escape sequences
// cleared the operator's screen and planted links.

const CLEAR = '\u001b[2J\u001b[H';
const LINK = '\u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007';
const RTL = '\u202egnp.exe';

describe('operator commands', () => {
  it('print names and feedback with every control character escaped, so the terminal only shows text', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-cli-'));
    const database = await openDatabase({ driver: 'pglite', dataDir, templateDir: dirname(inject('pgliteTemplate')) });
    const clock = new TestClock();
    // Written straight to the database, as a row stored before the API refused control characters would be.
    const user = await buildUser({ db: database.db, clock, fullName: `Mallory${CLEAR}${RTL}` });
    await database.db.insert(feedbacks).values({
      userId: user.id,
      message: `Nice app${LINK}\nsecond line${CLEAR}`,
      page: `/projects${CLEAR}`,
      createdAt: clock.now(),
    });
    await database.close();

    for (const command of ['users', 'feedback']) {
      const lines: string[] = [];
      expect(await runAdmin([command], { DATA_DIR: dataDir }, (line = '') => lines.push(line))).toBe(0);
      const output = lines.join('\n');
      for (const line of lines) expect(line, command).not.toMatch(/[\p{Cc}\u202a-\u202e]/u);
      expect(output, command).toContain('\\x1b[2J');
    }
  });

  it('escape controls as visible text and leave ordinary text alone', () => {
    expect(printable('Zoë Müller-Lüdenscheidt')).toBe('Zoë Müller-Lüdenscheidt');
    expect(printable(`a${CLEAR}b`)).toBe('a\\x1b[2J\\x1b[Hb');
    expect(printable(RTL)).toBe('\\u202egnp.exe');
    expect(printable('tab\there')).toBe('tab\\x09here');
  });
});
