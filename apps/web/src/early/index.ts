import { startEarly } from './start';

// The page's first script (vite.config.ts): see ./start.ts.
startEarly(document, window);
