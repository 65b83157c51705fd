import type { ArtefactDefinition } from '../definition.js';
import { listSteps } from '../steps.js';
import { offlineWorkplan } from './offline.js';
import { pswShape, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

export const psw: ArtefactDefinition<'psw'> = {
  kind: 'psw',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: pswShape,
  offline: offlineWorkplan,
  steps: (plan) => listSteps(plan, 'rows'),
};
