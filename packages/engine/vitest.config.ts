import { nodeProject } from '../../vitest.shared.js';

export default nodeProject('engine');
