import { describe, expect, it } from 'vitest';
import { describeDatabase } from './database-target.js';

describe('describeDatabase', () => {
  it('says which database and where, never the password', () => {
    const line = describeDatabase({
      databaseUrl: 'postgres://caseboard:s3cret-pass@db.internal:6543/caseboard_prod?sslmode=require',
      dataDir: '/srv/data',
    });
    expect(line).toBe('PostgreSQL caseboard_prod on db.internal:6543 as caseboard');
    expect(line).not.toContain('s3cret');
  });

  it('names the embedded database and its folder', () => {
    expect(describeDatabase({ databaseUrl: undefined, dataDir: '/srv/data' })).toBe('embedded PGlite in /srv/data/db');
  });
});
