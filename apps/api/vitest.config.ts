import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('api', { testTimeout: 30_000 });
