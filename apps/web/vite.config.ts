import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes build.json with an id that changes whenever the shipped index.html (and so any asset) changes. */
function buildManifest(): Plugin {
  return {
    name: 'caseboard-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const source = index && index.type === 'asset' ? String(index.source) : String(Date.now());
      const buildId = createHash('sha256').update(source).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId }) });
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildManifest()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['@caseboard/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
