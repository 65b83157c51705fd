import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'analysis-simulation/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'hypothesisTree', 'workplan', 'analyses']),
      '## Task\nSimulate a plausible result for every analysis of the work plan, so the team can rehearse the storyline before the data arrives.',
      [
        '- This is synthetic data: set "simulated" to true and say so in "disclaimer".',
        '- A small data set (at most 12 rows) consistent with every number in the problem statement (if a margin fell from 8% to 2%, the data shows that).',
        '- A chart spec whose x and y keys are columns of the data set, with an action title that states the finding.',
        '- The finding, and the implication for the hypothesis (supports, refutes or inconclusive). Not every hypothesis should be supported.',
      ].join('\n'),
    ]),
  };
}
