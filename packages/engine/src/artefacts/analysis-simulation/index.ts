import type { ArtefactDefinition } from '../definition.js';
import { listSteps } from '../steps.js';
import { offlineSimulations } from './offline.js';
import { buildPrompt, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

export const analysisSimulation: ArtefactDefinition<'analysis-simulation'> = {
  kind: 'analysis-simulation',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  prompt: buildPrompt,
  offline: offlineSimulations,
  steps: (result) => listSteps(result, 'simulations'),
};
