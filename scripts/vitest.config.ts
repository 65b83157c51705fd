import { nodeProject } from '../vitest.shared.js';

// The repository's own tooling (checks wired into `npm run lint` and `verify`).
export default nodeProject('scripts', { include: ['**/*.test.mjs'] });
