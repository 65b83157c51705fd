import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('engine', { testTimeout: 20_000 });
