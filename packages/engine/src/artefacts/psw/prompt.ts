import type { GenerationRequest } from '@caseboard/contracts';
import { ANALYSIS_LIBRARY } from '../../offline/analyses/library.js';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'psw/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'hypothesisTree', 'workplan']),
      '## Task\nWrite the problem-solving work plan (PSW).',
      [
        '- For each hypothesis at the bottom of the hypothesis tree, one or two analyses that would prove or kill it; refer to it by its id in "hypothesisId".',
        '- Name each analysis as a consultant would, and set "analysisType" to one of the library ids below when one fits.',
        '- Give concrete data sources, the method, an owner role, a due week ("Week 1", "Week 2", ...), status "planned" and a priority (high for the hypotheses that matter most and are quick to test).',
        '- Row ids: "a.1", "a.2", ...',
      ].join('\n'),
      `## Analysis library\n${ANALYSIS_LIBRARY.map((a) => `${a.id}: ${a.name}`).join('\n')}`,
    ]),
  };
}
