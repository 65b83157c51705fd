import type { GenerationRequest, Locale } from '@caseboard/contracts';

/**
 * What every prompt shares: the consultant's role, the output rules, the language rule, and the problem
 * statement with the project's artefacts so far. Each artefact's `prompt.ts` adds its task. Prompts are
 * versioned per artefact (`PROMPT_VERSION`): change the text, bump the version, so runs stay comparable.
 */
export interface BuiltPrompt {
  system: string;
  prompt: string;
}

/** Context beyond this many characters is cut, so one huge tree cannot crowd out the task. */
const MAX_CONTEXT_CHARS = 60_000;

export function systemPrompt(locale: Locale | undefined): string {
  return [
    'You are a senior strategy consultant who builds the problem-solving chain: problem statement, issue tree, hypothesis tree, work plan, analyses and storyline.',
    'You think hypothesis-first, keep every split mutually exclusive and collectively exhaustive (MECE), and use the problem’s own words: its subject, its metric, its numbers.',
    'Answer with one JSON object that follows the given JSON schema exactly. No prose before or after it, no Markdown fences.',
    'Node and row ids use only letters, digits, "_", "-", "." and ":"; keep ids that already exist in the context unchanged.',
    locale === 'de'
      ? 'Answer in German (Deutsch): write every label, sentence and title in German. Keep JSON keys, ids and enum values exactly as the schema gives them (English).'
      : 'Write in clear, plain English.',
  ].join('\n');
}

function section(title: string, value: unknown): string {
  const json = JSON.stringify(value);
  const text = json.length > MAX_CONTEXT_CHARS ? `${json.slice(0, MAX_CONTEXT_CHARS)} …(truncated)` : json;
  return `## ${title}\n${text}`;
}

/** The problem statement and whatever of the chain the project already has. */
export function problemAndContext(
  request: GenerationRequest,
  include: ReadonlyArray<keyof NonNullable<GenerationRequest['context']>>,
): string {
  const parts = [`## Problem statement\n${request.problemStatement}`];
  const context = request.context ?? {};
  const titles: Record<string, string> = {
    brief: 'Project brief',
    issueTree: 'Issue tree (the team’s current version)',
    hypothesisTree: 'Hypothesis tree (the team’s current version)',
    workplan: 'Work plan rows',
    analyses: 'Analyses with instructions, simulations and the team’s findings',
    storyline: 'Current storyline',
  };
  for (const key of include) {
    const value = context[key];
    if (value !== undefined && key !== 'focusNodeId') parts.push(section(titles[key] ?? key, value));
  }
  return parts.join('\n\n');
}

/** For regenerating one subtree: the focus node and the rule that nothing else changes. */
export function focusRule(request: GenerationRequest, treeName: string): string {
  const focus = request.context?.focusNodeId;
  if (!focus) return '';
  return [
    `Regenerate only the subtree under the node with id "${focus}" of the ${treeName} given in the context.`,
    'Return the whole tree: every node outside that subtree exactly as given (same ids, labels and fields); the focus node keeps its id and label; give its new children fresh ids that start with the focus id followed by "." and a number.',
  ].join(' ');
}

export function assemble(parts: ReadonlyArray<string | false | undefined>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('\n\n');
}
