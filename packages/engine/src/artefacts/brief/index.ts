import type { ArtefactOf } from '@caseboard/contracts';
import type { ArtefactDefinition } from '../definition.js';
import { offlineBrief } from './offline.js';
import { briefShape, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

/** The frame first (situation, complication, key question), then who decides and how success is measured, then scope. */
function steps(brief: ArtefactOf<'brief'>): unknown[] {
  const { situation, complication, keyQuestion, decisionMakers, successCriteria } = brief;
  return [
    { situation, complication },
    { situation, complication, keyQuestion },
    { situation, complication, keyQuestion, decisionMakers, successCriteria },
    brief,
  ];
}

export const brief: ArtefactDefinition<'brief'> = {
  kind: 'brief',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: briefShape,
  offline: offlineBrief,
  steps,
};
