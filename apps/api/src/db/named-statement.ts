import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement: PostgreSQL (and PGlite behind the wire bridge,
 * db/embedded/wire-bridge.ts) parses and plans it once per connection instead of on every call, as the
 * query builder's `.prepare(name)` does for the statements it builds (docs/decisions/037). Each name
 * must always carry the same SQL text (the values change, not the statement): `pg` refuses one name for
 * two texts. Answers as `db.execute` does, `{ rows }`.
 */
export function executeNamed<Row>(db: DbOrTx, name: string, statement: SQL): Promise<{ rows: Row[] }> {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false).execute() as Promise<{
    rows: Row[];
  }>;
}
