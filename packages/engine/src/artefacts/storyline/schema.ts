import { StorylineSchema, type GenerationRequest, type Storyline } from '@caseboard/contracts';
import { duplicates, hypothesisIds, unknownRefs } from '../checks.js';

export const schema = StorylineSchema;

export function check(story: Storyline, request: GenerationRequest): string[] {
  const keyLineIds = new Set(story.keyLines.map((k) => k.id));
  return [
    ...duplicates(
      'key line id',
      story.keyLines.map((k) => k.id),
    ),
    ...unknownRefs(
      'hypothesisId',
      story.keyLines.flatMap((k) => k.supportingPoints.flatMap((p) => p.hypothesisIds)),
      hypothesisIds(request),
      'hypothesis tree',
    ),
    ...unknownRefs(
      'keyLineId',
      story.slides.flatMap((s) => (s.keyLineId ? [s.keyLineId] : [])),
      keyLineIds,
      'storyline',
    ),
  ];
}
