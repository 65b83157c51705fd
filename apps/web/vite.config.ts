import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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

/**
 * Writes brotli and gzip siblings of every text asset, so the server sends them as they are instead of
 * compressing on every request (see apps/api/src/plugins/web.ts). Source maps stay plain: rarely fetched.
 */
function precompress(): Plugin {
  return {
    name: 'caseboard-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html)$/.test(fileName) || fileName === 'index.html') continue;
        const source = readFileSync(join(dir, fileName));
        if (source.length < 1024) continue;
        const br = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(join(dir, `${fileName}.br`), br);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildManifest(), precompress()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|@tanstack|zustand|use-sync-external-store|clsx|@radix-ui[\\/]react-(dialog|primitive|portal|presence|focus-scope|focus-guards|dismissable-layer|compose-refs|context|id|slot|use-[a-z-]+)|react-remove-scroll[a-z-]*|aria-hidden|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es)[\\/]/,
            },
            {
              name: 'shell',
              // Not the project store's calls, nor formatting: no first page needs them. The small modules
              // every page imports (the slots, the session, the project lists' calls) join it rather than
              // each being a chunk of its own: a dozen requests fewer before the first page, and smaller.
              test: /preload-helper|[\\/]src[\\/]((lib|config|components[\\/]ui)[\\/](?!project-store[\\/]|format\.ts)|locales[\\/]en[\\/](common|auth)\.ts$|components[\\/](evidence-slot|project-members-slot|project-export-slot|project-live|review-slot|page-title|skip-link)\.tsx$|features[\\/]auth[\\/](session\.ts|api[\\/]get-me\.ts)$|features[\\/]projects[\\/]api[\\/](get-projects|get-shared-projects|ensure-project-lists)\.ts$|features[\\/]shell[\\/]components[\\/]small-screen\.ts$)/,
            },
          ],
        },
      },
    },
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
