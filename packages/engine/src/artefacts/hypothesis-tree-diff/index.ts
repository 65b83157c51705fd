import { diffTrees } from '@caseboard/domain';
import type { ArtefactDefinition } from '../definition.js';
import { check, schema } from './schema.js';

/**
 * The hypothesis tree diff is computed by the domain's tree diff for every provider: it is a fact about two
 * trees, not something to generate, so it is exact, instant and free. No prompt.
 */
export const hypothesisTreeDiff: ArtefactDefinition<'hypothesis-tree-diff'> = {
  kind: 'hypothesis-tree-diff',
  promptVersion: 'tree-diff/1',
  schema,
  check,
  offline: (request) => diffTrees(request.before, request.after),
  steps: (diff) => [diff],
};
