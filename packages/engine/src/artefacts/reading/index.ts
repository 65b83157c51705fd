import type { ArtefactDefinition } from '../definition.js';
import { offlineReading } from './offline.js';
import { PROMPT_VERSION, readingShape } from './prompt.js';
import { check, schema } from './schema.js';

export const reading: ArtefactDefinition<'reading'> = {
  kind: 'reading',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: readingShape,
  offline: offlineReading,
  steps: (artefact) => [artefact],
};
