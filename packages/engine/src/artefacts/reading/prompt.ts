import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'reading/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief']),
      '## Task\nRead the problem statement the way an engagement manager does before writing anything: what kind of problem it is, and the facts every later artefact must keep.',
      [
        '- statement: the problem statement exactly as given.',
        '- archetype: the kind of problem; when two kinds fit about equally, pick the likelier, set unsure to true and list the other first in alternatives.',
        '- subject: the client as a noun phrase that reads right inside a sentence ("the cooperative", not "the farmers").',
        '- metric, baseline, target, deadline: as written in the statement; empty strings when it does not say.',
        '- options: only the decision options the statement names; constraints: only limits it states ("customer bills cannot rise"); a constraint is never the metric.',
        '- decisionMakers: only people or bodies the statement names.',
        '- sources: for each field you filled, the exact words of the statement it came from, with their character offsets.',
        '- confidence: how sure you are of the archetype (0 to 1); confirmed: false.',
      ].join('\n'),
    ]),
  };
}
