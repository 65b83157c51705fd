import { mergeConfig } from 'vitest/config';
import { nodeProject } from '../../vitest.shared.js';

// The shared `source` condition also matches eventsource-parser (imported by the AI SDK), whose `source`
// export points at TypeScript that Node cannot load; inlining the AI SDK packages lets Vite compile it.
export default mergeConfig(nodeProject('engine', { testTimeout: 20_000 }), {
  test: {
    server: {
      deps: { inline: [/[\\/]@ai-sdk[\\/]/, /[\\/]eventsource-parser[\\/]/, /[\\/]node_modules[\\/]ai[\\/]/] },
    },
  },
});
