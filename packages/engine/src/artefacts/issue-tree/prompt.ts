import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, focusRule, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'issue-tree/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'issueTree']),
      '## Task\nBuild the issue tree for this problem.',
      [
        '- Root: the key question, specific, actionable and time-bound, in the statement’s own terms (kind "question").',
        '- Three levels below the root, 3 to 5 children per node, never a single child.',
        '- Choose the right split for each level and name it in "dimension": a formula (profit = revenue − cost; revenue = volume × price), segments with an explicit "other" branch, process stages, options, or an established framework.',
        '- Siblings are mutually exclusive and together exhaustive; phrase all siblings the same way, as questions.',
        '- Use the subject, the metric, the numbers and the time frame of the statement.',
        '- Ids: "i" for the root, then "i.1", "i.1.2" and so on.',
      ].join('\n'),
      focusRule(request, 'issue tree'),
    ]),
  };
}
