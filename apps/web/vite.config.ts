import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

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
        // Small files too: without siblings the static plugin tries and misses `.br` and `.gz` first,
        // which cost a tiny chunk twice what a large one costs to serve (docs/decisions/036-workspace-rendering.md).
        const source = readFileSync(join(dir, fileName));
        const br = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(join(dir, `${fileName}.br`), br);
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

const EARLY_ENTRY = 'src/early/index.ts';

/** The workspace's code by role, as src/app/router.tsx and features/workspace/lib/step-modules.ts load it. */
const WORKSPACE_MODULES = {
  workspace: [
    'src/app/layouts/default-layout.tsx',
    'src/features/workspace/routes/project.tsx',
    'src/features/workspace/lib/early-load.ts',
  ],
  steps: {
    problem: ['src/features/workspace/components/steps/problem-step.tsx'],
    'issue-tree': [
      'src/features/workspace/components/workspace-tree-step.tsx',
      'src/features/workspace/components/tree-canvas.tsx',
    ],
    hypotheses: [
      'src/features/workspace/components/workspace-tree-step.tsx',
      'src/features/workspace/components/tree-canvas.tsx',
    ],
    workplan: ['src/features/workspace/components/steps/workplan-step.tsx'],
    analyses: ['src/features/workspace/components/steps/analyses-step.tsx'],
    storyline: ['src/features/workspace/components/steps/storyline-step.tsx'],
  } as Record<string, string[]>,
  /** The namespaces the workspace route loads (src/app/router.tsx), in every language. */
  namespaces: ['workspace', 'projects', 'history', 'tree'],
};

/**
 * The page's first script (src/early/start.ts) and its plan: for a workspace URL, the files of the
 * route, of each step and of each language's translations (each with the chunks it imports, less the
 * page's entry code), written into the page as `<meta name="caseboard-preload">`. The script is an
 * entry of its own, placed before the app's, so it runs as soon as it arrives.
 */
function earlyStart(): Plugin {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'caseboard-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const facade = (source: string) => {
          const path = join(webRoot, source);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path);
          if (!chunk) throw new Error(`caseboard-early-start: no chunk for ${source}`);
          return chunk;
        };
        /** A chunk, the chunks it imports statically, and their style sheets. */
        const closure = (roots: Rolldown.OutputChunk[], into = new Set<string>()) => {
          const visit = (chunk: Rolldown.OutputChunk) => {
            if (into.has(chunk.fileName)) return;
            into.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
            for (const file of chunk.imports) {
              const next = byFile.get(file);
              if (next) visit(next);
            }
          };
          roots.forEach(visit);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        const early = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === join(webRoot, EARLY_ENTRY));
        if (!entry || !early) throw new Error('caseboard-early-start: the page or the early entry is missing');
        const loaded = closure([entry]);
        const files = (sources: string[]) => [...closure(sources.map(facade))].filter((file) => !loaded.has(file));
        const locales = [
          ...new Set(
            chunks
              .map((chunk) => /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]/.exec(chunk.facadeModuleId ?? '')?.[1])
              .filter((locale): locale is string => locale !== undefined),
          ),
        ].sort();
        const workspace = files(WORKSPACE_MODULES.workspace);
        const plan = {
          workspace,
          // Less what the route brings already.
          steps: Object.fromEntries(
            Object.entries(WORKSPACE_MODULES.steps).map(([step, sources]) => [
              step,
              files(sources).filter((file) => !workspace.includes(file)),
            ]),
          ),
          namespaces: Object.fromEntries(
            locales.map((locale) => [
              locale,
              files(WORKSPACE_MODULES.namespaces.map((ns) => `src/locales/${locale}/${ns}.ts`)),
            ]),
          ),
        };
        return [
          // Vite escapes the attribute.
          { tag: 'meta', attrs: { name: 'caseboard-preload', content: JSON.stringify(plan) }, injectTo: 'head' },
          {
            tag: 'script',
            // async: it runs when it arrives, without waiting for the style sheet or the app's code.
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyStart(), buildManifest(), precompress()],
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
      // The page's first script (src/early/start.ts) is an entry of its own: see earlyStart().
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL(`./${EARLY_ENTRY}`, import.meta.url)),
      },
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
