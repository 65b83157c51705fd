import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, focusRule, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'hypothesis-tree/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'issueTree', 'hypothesisTree']),
      '## Task\nBuild the hypothesis tree.',
      [
        '- Root: the governing hypothesis, the likely answer to the key question, as one claim.',
        '- Below it, two levels of sub-hypotheses that together would prove the root; 3 to 5 per node.',
        '- Every node is a testable claim with a verb (e.g. "Fuel cost per passenger rose 20% since 2021"), never a question or a noun phrase; say what would prove or kill it in "notes".',
        '- When an issue tree is given, follow it: one hypothesis per issue, id "h" + the issue id without its leading "i" (issue "i.2.1" -> hypothesis "h.2.1").',
        '- Set "status" to "untested", "evidence" to [], and "priority" with impact and ease from 1 to 5.',
      ].join('\n'),
      focusRule(request, 'hypothesis tree'),
    ]),
  };
}
