import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'storyline/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'hypothesisTree', 'analyses', 'storyline']),
      '## Task\nWrite the storyline, pyramid principle.',
      [
        '- The governing thought answers the key question in one sentence and is led by what the evidence supports, not by what was hoped.',
        '- Situation, complication and resolution: what the audience knows, what changed, and the answer with what to do.',
        '- 3 to 5 key lines that together support the governing thought; each with supporting points that cite hypothesis ids. Say plainly where the evidence refuted a hypothesis or is still open.',
        '- A slide outline: one action title per slide (a full sentence with the message), linked to its key line.',
        '- Ids: key lines "k1", "k2", ...; points "k1.p1", ...; slides "s1", "s2", ...',
      ].join('\n'),
    ]),
  };
}
