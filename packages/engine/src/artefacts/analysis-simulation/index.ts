import type { ArtefactDefinition } from '../definition.js';
import { listSteps } from '../steps.js';
import { offlineSimulations } from './offline.js';
import { PROMPT_VERSION, simulationShape } from './prompt.js';
import { check, schema } from './schema.js';

export const analysisSimulation: ArtefactDefinition<'analysis-simulation'> = {
  kind: 'analysis-simulation',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: simulationShape,
  offline: offlineSimulations,
  steps: (result) => listSteps(result, 'simulations'),
};
