import type { ArtefactKind } from '@caseboard/contracts';
import { analysisInstructions } from './analysis-instructions/index.js';
import { analysisSimulation } from './analysis-simulation/index.js';
import { brief } from './brief/index.js';
import type { ArtefactDefinition } from './definition.js';
import { hypothesisStatus } from './hypothesis-status/index.js';
import { hypothesisTreeDiff } from './hypothesis-tree-diff/index.js';
import { hypothesisTree } from './hypothesis-tree/index.js';
import { issueTree } from './issue-tree/index.js';
import { psw } from './psw/index.js';
import { reading } from './reading/index.js';
import { storyline } from './storyline/index.js';

/** One definition per artefact kind; each lives in its own folder (prompt.ts, schema.ts, offline.ts, index.ts). */
export const ARTEFACTS: { [K in ArtefactKind]: ArtefactDefinition<K> } = {
  reading,
  brief,
  'issue-tree': issueTree,
  'hypothesis-tree': hypothesisTree,
  psw,
  'analysis-instructions': analysisInstructions,
  'analysis-simulation': analysisSimulation,
  'hypothesis-status': hypothesisStatus,
  storyline,
  'hypothesis-tree-diff': hypothesisTreeDiff,
};

export type { ArtefactDefinition, RequestOf } from './definition.js';
