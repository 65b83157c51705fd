import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'analysis-instructions/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'hypothesisTree', 'workplan']),
      '## Task\nWrite instructions for every analysis of the work plan (one per row, "analysisId" = the row id).',
      [
        '- Objective: what the analysis must establish, tied to its hypothesis, and which result would support or refute it.',
        '- Data needed: specific fields, periods and granularity. Steps: in order, so a junior consultant can follow them.',
        '- Method, expected output (the chart or table and the number that decides), and the common pitfalls with how to avoid them.',
      ].join('\n'),
    ]),
  };
}
