import { startServer } from './server-runner.js';

// `npm start` runs this: the web app and the whole API on one port.
await startServer().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
