import type { ArtefactDefinition } from '../definition.js';
import { listSteps } from '../steps.js';
import { offlineStatuses } from './offline.js';
import { PROMPT_VERSION, statusShape } from './prompt.js';
import { check, schema } from './schema.js';

export const hypothesisStatus: ArtefactDefinition<'hypothesis-status'> = {
  kind: 'hypothesis-status',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: statusShape,
  offline: offlineStatuses,
  steps: (result) => listSteps(result, 'results'),
};
