import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The workspace's and the evidence's components change a document only through the editor's named
// commands (docs/decisions/022-editor-commands.md); eslint.config.js holds the rule, this test keeps it
// from being dropped or weakened.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const lint = async (file, code) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result.messages.map((m) => m.ruleId);
};

const byHand = `
import type { ProjectDocument } from '@caseboard/contracts';
import { renameNode } from '@caseboard/domain';
import type { DocumentStore } from '../store/document-store';
export function edit(documents: DocumentStore, doc: ProjectDocument) {
  documents.getState().apply((d) => ({ ...d, brief: { ...doc.brief, keyQuestion: '' } }));
  return renameNode;
}
`;

const byCommand = `
import { commands, type EditorCommand } from '@caseboard/domain';
export function edit(run: (command: EditorCommand) => void) {
  run(commands.setBriefField({ field: 'keyQuestion', value: '' }));
}
`;

describe('components edit documents only through commands', () => {
  it.each([
    'apps/web/src/features/workspace/components/probe.tsx',
    'apps/web/src/features/evidence/components/probe.tsx',
  ])(
    'refuses hand-built documents in %s',
    async (file) => {
      const rules = await lint(file, byHand);
      // The store mutator, the spread document and the spread brief.
      expect(rules.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(3);
      expect(rules).toContain('no-restricted-imports');
    },
    60_000,
  );

  it('accepts commands run through the editor', async () => {
    expect(await lint('apps/web/src/features/workspace/components/probe.tsx', byCommand)).toEqual([]);
  }, 60_000);
});
