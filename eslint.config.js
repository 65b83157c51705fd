// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const webFeaturesDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * The engine (with its NLP library) runs on the server only: the web app asks for a reading over HTTP and
 * works from the document's, so the browser bundle never carries it. Tests may still run it in-process.
 */
const engineInBrowser = {
  group: ['@caseboard/engine', '@caseboard/engine/*'],
  message: 'The web app never bundles the engine: ask the API (/api/v1/ai/*) and use the document’s reading.',
};

/** Imports that would point a package back at an app, or a package at one that depends on it. */
const appImports = ['@caseboard/api', '@caseboard/api/*', '@caseboard/web', '@caseboard/web/*', '**/apps/**'];
const packageRule = (/** @type {string[]} */ forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [...appImports, ...forbidden],
          message: 'Dependencies point one way: web, api -> engine -> domain -> contracts. Nothing imports an app.',
        },
      ],
    },
  ],
});

/**
 * Views change a document only through the editor's named commands (docs/decisions/022-editor-commands.md):
 * no document-changing domain function, no store mutator and no spread of a document in a component.
 */
const documentChangingFunctions = [
  ...['updateNode', 'renameNode', 'setStatus', 'insertNode', 'insertSiblingAfter', 'removeNode', 'moveNode'],
  ...['indentNode', 'outdentNode', 'reorderNode', 'replaceChildren', 'linkWorkplanRow', 'linkSupportingPoint'],
  ...['applyArtefact', 'mergeBrief', 'proposeReading', 'editReading', 'confirmReading', 'withAnalysisEntry'],
  ...['setAnalysisFindings', 'setAnalysisResult', 'attachDataset', 'detachDataset', 'setChart', 'setMeasure'],
  ...['setFinding', 'setVerdict', 'setDecisionRule', 'citeSource', 'updateSource', 'removeSource'],
  ...['followFindings', 'applyCommand', 'applyCommands'],
];
const DOCUMENT_PARTS = 'document|doc|d|brief|reading|issueTree|hypothesisTree|workplan|analyses|storyline';
const editsOnlyByCommands = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `CallExpression[callee.object.callee.property.name='getState'][callee.property.name=/^(apply|update|replace|setProblemStatement|reset|rebase|undo|redo)$/]`,
      message: 'Change the document through the editor: session.editor.run(commands.<name>(args)).',
    },
    {
      selector: `SpreadElement > Identifier[name=/^(${DOCUMENT_PARTS})$/]`,
      message: 'Do not build documents by hand: run a named command (packages/domain/src/editor).',
    },
    {
      selector: `SpreadElement > MemberExpression[property.name=/^(${DOCUMENT_PARTS})$/]`,
      message: 'Do not build documents by hand: run a named command (packages/domain/src/editor).',
    },
  ],
};
const commandsOnlyImports = {
  name: '@caseboard/domain',
  importNames: documentChangingFunctions,
  message: 'Components change the document through the editor: run(commands.<name>(args)).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // noUncheckedIndexedAccess makes index reads optional; a checked '!' is clearer than a dead branch.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  { files: ['packages/contracts/src/**'], rules: packageRule(['@caseboard/domain', '@caseboard/engine']) },
  { files: ['packages/domain/src/**'], rules: packageRule(['@caseboard/engine']) },
  { files: ['packages/engine/src/**'], rules: packageRule([]) },
  // Exports build files from the document alone: contracts and domain, never the engine.
  { files: ['packages/export/src/**'], rules: packageRule(['@caseboard/engine']) },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [engineInBrowser] }],
    },
  },
  // Web features never import each other: shared code lives in components/, lib/ or a package.
  ...webFeatures.flatMap((feature) => {
    const others = {
      group: webFeatures
        .filter((other) => other !== feature)
        .flatMap((other) => [
          `@/features/${other}`,
          `@/features/${other}/**`,
          `**/features/${other}`,
          `**/features/${other}/**`,
        ]),
      message: 'Features do not import each other; move shared code to components/, lib/ or a package.',
    };
    const files = [`apps/web/src/features/${feature}/**/*.{ts,tsx}`];
    const tests = '**/*.test.{ts,tsx}';
    // The views of the workspace and the evidence edit documents through the editor's commands only.
    const editsDocuments = feature === 'workspace' || feature === 'evidence';
    return [
      {
        files,
        ignores: [tests],
        rules: { 'no-restricted-imports': ['error', { patterns: [others, engineInBrowser] }] },
      },
      ...(editsDocuments
        ? [
            {
              files: [`apps/web/src/features/${feature}/components/**/*.tsx`],
              ignores: [tests],
              rules: {
                'no-restricted-imports': [
                  'error',
                  { patterns: [others, engineInBrowser], paths: [commandsOnlyImports] },
                ],
                ...editsOnlyByCommands,
              },
            },
          ]
        : []),
      // Tests may run the real offline engine in-process to answer the stubbed API.
      {
        files: [`apps/web/src/features/${feature}/${tests}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [others] }] },
      },
    ];
  }),
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**', '**/*.config.{js,ts}', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  // The browser benchmark hands functions to the page (page.evaluate, init scripts): they run there.
  {
    files: ['bench/web.mjs', 'bench/web-page.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
