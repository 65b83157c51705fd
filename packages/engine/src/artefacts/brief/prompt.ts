import type { GenerationRequest } from '@caseboard/contracts';
import { assemble, problemAndContext, systemPrompt, type BuiltPrompt } from '../../llm/prompt-kit.js';

export const PROMPT_VERSION = 'brief/1';

export function buildPrompt(request: GenerationRequest): BuiltPrompt {
  return {
    system: systemPrompt(request.locale),
    prompt: assemble([
      problemAndContext(request, ['brief', 'issueTree']),
      '## Task\nDraft the project brief for this problem statement, the way a consultant frames a problem before the first team meeting.',
      [
        '- Situation: what the statement says of the client today (who it is, the facts that stand), in 1 to 3 sentences.',
        '- Complication: what changed or went wrong, or the decision that is now open and what is at stake, with the numbers of the statement.',
        '- Key question: one question ending with "?", specific, actionable and time-bound: the subject, the metric, the target and the time frame as the statement gives them. If an issue tree is given, use its root question unless it is vague.',
        '- Decision makers: the people or bodies named in the statement (e.g. "the owners", "the board", "the CEO"); otherwise the roles that decide such a question in such an organisation.',
        '- Success criteria: measurable lines from the target, the metric and the time frame; add the gap to close when today’s level and the target are known.',
        '- Scope in: the levers or questions the project will examine (a MECE split of the key question). Scope out: what it explicitly leaves out.',
        '- Constraints: only limits the statement states or clearly implies (e.g. "return above the 12% cost of capital", "without lowering patient satisfaction"); an empty list when there are none.',
        '- Time frame: as stated (e.g. "within 24 months"); an empty string when the statement gives none. Never invent a deadline, a number or a name.',
        '- The project brief in the context is the team’s current version: keep what is already sharp, and improve what is vague.',
      ].join('\n'),
    ]),
  };
}
