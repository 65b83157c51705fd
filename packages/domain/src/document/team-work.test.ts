import type { TreeNode } from '@caseboard/contracts';
import { emptyDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { applyCommand, commands } from '../editor/index.js';
import { protectTeamNodes } from './team-work.js';
import { findNode, pathTo, type Tree } from './tree-ops.js';

const node = (id: string, label: string, children: TreeNode[] = [], generated = true): TreeNode => ({
  id,
  label,
  children,
  ...(generated ? { generated: true } : {}),
});

/** Generated root and branches; the team reworded `cost` and added `fleet` under it. */
const current: Tree = {
  root: node('q', 'Restore margin?', [
    node('rev', 'Revenue', [node('yield', 'Yield')]),
    node('cost', 'Cost per seat-km', [node('fleet', 'Fleet cost', [], false)], false),
  ]),
};

/** What "Generate again" proposes: a new split that rewords `cost` and drops `fleet`. */
const proposed: Tree = {
  root: node('q', 'Restore margin?', [node('rev', 'Revenue growth'), node('cost', 'Cost'), node('ops', 'Operations')]),
};

describe('regeneration keeps the team’s work', () => {
  it('keeps the team’s wording and puts back a node the proposal dropped, under its old parent', () => {
    const { tree, kept } = protectTeamNodes(current, proposed);
    expect(findNode(tree, 'cost')!.label).toBe('Cost per seat-km');
    expect(findNode(tree, 'cost')!.generated).toBeUndefined();
    expect(pathTo(tree, 'fleet')).toEqual(['q', 'cost', 'fleet']);
    expect(kept.sort()).toEqual(['cost', 'fleet']);
    // Generated nodes change freely.
    expect(findNode(tree, 'rev')!.label).toBe('Revenue growth');
    expect(findNode(tree, 'yield')).toBeUndefined();
    expect(findNode(tree, 'ops')).toBeDefined();
  });

  it('puts a team node under the root when its old parent is gone', () => {
    const { tree } = protectTeamNodes(current, { root: node('q', 'Restore margin?', [node('ops', 'Operations')]) });
    expect(findNode(tree, 'cost')!.label).toBe('Cost per seat-km');
    expect(pathTo(tree, 'fleet')).toEqual(['q', 'cost', 'fleet']);
  });

  it('changes nothing when the team wrote nothing or there is no tree yet', () => {
    const generatedOnly: Tree = { root: node('q', 'Restore margin?', [node('rev', 'Revenue')]) };
    expect(protectTeamNodes(generatedOnly, proposed).tree).toBe(proposed);
    expect(protectTeamNodes(null, proposed).tree).toBe(proposed);
  });

  it('taking in a whole tree keeps them; regenerating one branch (a focus) may replace that branch', () => {
    const content = { problemStatement: '', document: { ...emptyDocument(), issueTree: current } };
    const whole = applyCommand(content, commands.applyArtefact({ input: { kind: 'issue-tree', artefact: proposed } }));
    expect(findNode(whole.document.issueTree!, 'fleet')).toBeDefined();
    expect(findNode(whole.document.issueTree!, 'cost')!.label).toBe('Cost per seat-km');
    const branch = applyCommand(
      content,
      commands.applyArtefact({
        input: {
          kind: 'issue-tree',
          artefact: { root: node('q', 'Restore margin?', [node('cost', 'Cost', [node('crew', 'Crew')])]) },
        },
        focusNodeId: 'cost',
      }),
    );
    expect(findNode(branch.document.issueTree!, 'fleet')).toBeUndefined();
    expect(findNode(branch.document.issueTree!, 'crew')).toBeDefined();
  });
});
