import { nodeProject } from '../../vitest.shared.js';

// The fidelity suite converts decks with LibreOffice, which takes seconds on a loaded machine.
export default nodeProject('export', { testTimeout: 180_000 });
