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

/**
 * The workspace's code in a handful of chunks instead of some thirty (docs/decisions/036-workspace-rendering.md).
 * A cold visit asked for each small chunk on its own, queued on the browser's six connections behind
 * the API's answers, and paid a request, a response and a compile for each; the page's first script
 * also adds a preload link per file (src/early/start.ts).
 *
 * - The packages in two chunks (PACKAGE_GROUPS): the contracts with zod, and the domain's document
 *   code; the structure review (`mece`) and React Flow go with the tree step, their only user.
 * - The app's own workspace code by screen: what the route's loader starts, the route, and a tree step
 *   with its canvas and React Flow. A module of the app joins one only if no screen outside the
 *   workspace needs it (the project list, a slot every page has): those are left to the automatic
 *   split, so no other page carries the workspace's code. The walk follows the app's own imports only:
 *   through a package's index every module would seem to need every other.
 */
const WORKSPACE_GROUPS: Array<{ name: string; roots: string[] }> = [
  { name: 'workspace-start', roots: ['src/features/workspace/lib/early-load.ts'] },
  { name: 'workspace', roots: ['src/features/workspace/routes/project.tsx'] },
  { name: 'tree-step', roots: WORKSPACE_MODULES.steps.hypotheses! },
];

/**
 * The packages' modules the workspace's first screen runs, by chunk: named one by one, as the walk
 * below cannot tell through a package's index which modules a screen needs. A module not named here
 * keeps its automatic chunk (one more file, never a larger screen); `node scripts/budgets.mjs` says
 * when a screen grows.
 */
const PACKAGE_GROUPS: Array<[RegExp, string]> = [
  // The structure review and React Flow: the tree step's alone.
  [
    /[\\/]packages[\\/]domain[\\/]src[\\/]mece[\\/]|[\\/]node_modules[\\/](@xyflow|d3-[a-z]+|classcat)[\\/]/,
    'tree-step',
  ],
  // The document's operations and named commands, less the classic page's and the history's.
  [
    /[\\/]packages[\\/]domain[\\/]src[\\/](document[\\/](analysis-ops|apply-artefact|brief|document-ops|merge|reading|team-work|tree-ops)|editor[\\/](?!classic-commands)[a-z-]+|evidence[\\/][a-z-]+|tree-diff[\\/]diff)\.ts$/,
    'domain',
  ],
  // zod and the document's schemas: forms and the pages that read a document the server did not check
  // need them, the workspace's first screen does not (its limits, walks and names are schema-free
  // modules beside them: docs/decisions/040-documents-checked-once.md).
  [
    /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/](artefacts[\\/](analyses|brief|evidence|reading|storyline|tree|tree-diff|workplan)|common|config|document|document-fast-path|generation)\.ts$/,
    'contracts',
  ],
  // The project store's calls: the project list and the workspace use all three.
  [/[\\/]src[\\/]lib[\\/]project-store[\\/]/, 'project-store'],
];

function workspaceChunks(): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  const appRoot = join(webRoot, 'src');
  let plan: Map<string, string> | null = null;
  const makePlan = (info: (id: string) => Rolldown.ModuleInfo | null) => {
    const app = (ids: readonly string[]) => ids.filter((id) => id.startsWith(appRoot));
    const imports = (id: string) => app(info(id)?.importedIds ?? []);
    const dynamicImports = (id: string) => app(info(id)?.dynamicallyImportedIds ?? []);
    const walk = (roots: Iterable<string>, next: (id: string) => readonly string[], stop?: Set<string>) => {
      const seen = new Set<string>();
      const stack = [...roots].filter((id) => !stop?.has(id));
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        for (const to of next(id)) if (!seen.has(to) && !stop?.has(to)) stack.push(to);
      }
      return seen;
    };
    const both = (id: string) => [...imports(id), ...dynamicImports(id)];
    const entries = [join(webRoot, 'index.html'), join(webRoot, EARLY_ENTRY)];
    const page = walk([...entries, ...entries.flatMap((id) => info(id)?.importedIds ?? [])], imports);
    const groups = WORKSPACE_GROUPS.map(({ name, roots }) => ({
      name,
      roots: roots.map((root) => join(webRoot, root)),
    }));
    const familyRoots = new Set(groups.flatMap((group) => group.roots));
    // What the workspace may load, and what the rest of the app loads without it.
    const family = walk(familyRoots, both, page);
    const elsewhere = new Set<string>();
    for (const id of walk(page, both))
      if (!family.has(id)) for (const to of dynamicImports(id)) if (!familyRoots.has(to)) elsewhere.add(to);
    const shared = walk(elsewhere, imports);
    const out = new Map<string, string>();
    for (const { name, roots } of groups) {
      for (const id of walk(roots, imports)) {
        if (page.has(id) || shared.has(id) || out.has(id)) continue;
        // Translations load per language (lib/i18n.ts), never beside the code.
        if (/[\\/]src[\\/]locales[\\/]/.test(id)) continue;
        out.set(id, name);
      }
    }
    return out;
  };
  return {
    plugin: {
      name: 'caseboard-workspace-chunks',
      apply: 'build',
      buildStart() {
        plan = null;
      },
    },
    group: {
      name: (id, context) => {
        if (id.startsWith('\0')) return null;
        const byPackage = PACKAGE_GROUPS.find(([test]) => test.test(id));
        if (byPackage) return byPackage[1];
        plan ??= makePlan((module) => context.getModuleInfo(module));
        return plan.get(id) ?? null;
      },
      // Only the modules named: pulling in their dependencies would move shared code into these
      // chunks, and every page that needs it would then load them.
      includeDependenciesRecursively: false,
    },
  };
}

const workspace = workspaceChunks();

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyStart(), workspace.plugin, buildManifest(), precompress()],
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
            workspace.group,
          ],
        },
      },
    },
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
