import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'hypothesis-status/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'hypothesisTree', 'workplan', 'analyses']),
      '## Task\nValidate every hypothesis of the hypothesis tree against the analyses.',
      [
        '- Status: supported, refuted, inconclusive, or untested when no analysis bears on it; parked only if the team parked it.',
        '- The team’s own findings outweigh simulated results; say when a status rests on simulated data only and lower the confidence.',
        '- A parent follows from its children. Give the rationale in one or two sentences, a confidence from 0 to 1, and the analysis ids used as evidence.',
      ].join('\n'),
    ]),
  };
}
