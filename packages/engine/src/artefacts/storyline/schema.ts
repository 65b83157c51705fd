import { StorylineSchema, type GenerationRequest, type Storyline } from '@caseboard/contracts';
import { z } from 'zod';
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

/** The pyramid as a model writes it (no ids: the engine names key lines and points). */
export const StorylineLinesSchema = z.object({
  governingThought: z.string().describe('The answer to the key question in one sentence.'),
  situation: z.string(),
  complication: z.string(),
  resolution: z.string(),
  keyLines: z.array(
    z.object({
      statement: z.string().describe('An assertion that supports the governing thought.'),
      supportingPoints: z.array(
        z.object({
          text: z.string().describe('A fact or finding.'),
          hypothesisIds: z.array(z.string()).describe('The ids of the hypotheses it rests on, as listed.'),
        }),
      ),
    }),
  ),
});

export const StorylineSlidesSchema = z.object({
  slides: z.array(
    z.object({
      actionTitle: z.string().describe('The slide’s message as one full sentence.'),
      keyLineId: z.string().describe('The key line it belongs to: "k1", "k2"...'),
      content: z.array(z.string()).describe('What goes on the slide: chart, table, bullets.'),
    }),
  ),
});
