/**
 * State kept per database handle, made on first use: what a module remembers about stored rows
 * (revision-cache.ts, checked-body.ts, the saves' turns in save-snapshot.ts), since tests open several
 * databases in one process and their ids overlap, and the statements it prepares on that handle
 * (`perDatabase(prepareAccessLookup)` in access.ts). Returns the getter.
 */
export function perDatabase<T, D extends object = object>(create: (db: D) => T): (db: D) => T {
  const held = new WeakMap<D, T>();
  return (db) => {
    let value = held.get(db);
    if (value === undefined) {
      value = create(db);
      held.set(db, value);
    }
    return value;
  };
}
