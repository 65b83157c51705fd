import type { ArtefactDefinition } from '../definition.js';
import { listSteps } from '../steps.js';
import { offlineInstructions } from './offline.js';
import { instructionsShape, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

export const analysisInstructions: ArtefactDefinition<'analysis-instructions'> = {
  kind: 'analysis-instructions',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: instructionsShape,
  offline: offlineInstructions,
  steps: (result) => listSteps(result, 'instructions'),
};
