import type { ArtefactDefinition } from '../definition.js';
import { offlineReading } from './offline.js';
import { buildPrompt, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

export const reading: ArtefactDefinition<'reading'> = {
  kind: 'reading',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  prompt: buildPrompt,
  offline: offlineReading,
  steps: (artefact) => [artefact],
};
