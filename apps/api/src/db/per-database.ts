/**
 * State kept per database handle, made on first use, for what a module remembers about stored rows
 * (revision-cache.ts, checked-body.ts, the saves' turns in save-snapshot.ts): tests open several
 * databases in one process, and their ids overlap. Returns the getter.
 */
export function perDatabase<T>(create: () => T): (db: object) => T {
  const held = new WeakMap<object, T>();
  return (db) => {
    let value = held.get(db);
    if (value === undefined) {
      value = create();
      held.set(db, value);
    }
    return value;
  };
}
