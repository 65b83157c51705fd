import type { Storyline } from '@caseboard/contracts';
import type { ArtefactDefinition } from '../definition.js';
import { offlineStoryline } from './offline.js';
import { PROMPT_VERSION, storylineShape } from './prompt.js';
import { check, schema } from './schema.js';

/** The governing thought first, then the frame, then the key lines, then the slides. */
function steps(story: Storyline): unknown[] {
  return [
    { governingThought: story.governingThought },
    {
      governingThought: story.governingThought,
      situation: story.situation,
      complication: story.complication,
      resolution: story.resolution,
    },
    { ...story, slides: [] },
    story,
  ];
}

export const storyline: ArtefactDefinition<'storyline'> = {
  kind: 'storyline',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: storylineShape,
  offline: offlineStoryline,
  steps,
};
