/** The database schema, one file per domain. Change it, then `npm run db:generate` and commit the migration. */
export * from './users.js';
export * from './projects.js';
export * from './generation.js';
export * from './themes.js';
export * from './evidence.js';
export * from './account.js';
export * from './handovers.js';
export * from './review.js';
