import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './limits.js';
import { SourcesSchema } from './evidence.js';
import { NodeIdSchema } from './tree.js';

const text = z.string().max(MAX_TEXT_LENGTH);

export const SupportingPointSchema = z
  .object({
    id: NodeIdSchema,
    text: text.describe('A supporting point: a fact or finding.'),
    hypothesisIds: z.array(NodeIdSchema).max(10).describe('The hypotheses (node ids) this point rests on.'),
    sources: SourcesSchema.optional().describe('Sources the point cites; the deck prints them as source lines.'),
  })
  .meta({ id: 'SupportingPoint' });
export type SupportingPoint = z.infer<typeof SupportingPointSchema>;

export const KeyLineSchema = z
  .object({
    id: NodeIdSchema,
    statement: text.describe('A key line of the pyramid: an assertion that supports the governing thought.'),
    supportingPoints: z.array(SupportingPointSchema).max(10),
  })
  .meta({ id: 'KeyLine' });
export type KeyLine = z.infer<typeof KeyLineSchema>;

export const SlideSchema = z
  .object({
    id: NodeIdSchema,
    actionTitle: z.string().max(300).describe('The slide’s action title: its message as one full sentence.'),
    keyLineId: NodeIdSchema.optional().describe('The key line the slide belongs to.'),
    content: z
      .array(z.string().max(1_000))
      .max(12)
      .default([])
      .describe('What goes on the slide: chart, table, bullets.'),
  })
  .meta({ id: 'Slide' });
export type Slide = z.infer<typeof SlideSchema>;

export const StorylineSchema = z
  .object({
    governingThought: text.describe('The answer to the key question, in one sentence: the top of the pyramid.'),
    situation: text.describe('Situation: what the audience already knows and agrees with.'),
    complication: text.describe('Complication: what changed and creates the question.'),
    resolution: text.describe('Resolution: the answer and what to do.'),
    keyLines: z.array(KeyLineSchema).max(7),
    slides: z.array(SlideSchema).max(40).describe('Slide outline, one action title per slide.'),
  })
  .describe('A pyramid-principle storyline led by what the evidence supports.')
  .meta({ id: 'Storyline' });
export type Storyline = z.infer<typeof StorylineSchema>;
