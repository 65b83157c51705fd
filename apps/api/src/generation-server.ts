import { startServer } from './server-runner.js';

// `npm run start:generation`: the generation API alone, to scale it on its own. It shares the session
// store (the database) with the main server, so it needs DATABASE_URL in that setup: the embedded
// database has one writer.
await startServer({ surface: 'generation', name: 'Caseboard generation API' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
