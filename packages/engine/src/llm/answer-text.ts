import { parsePartialJson, type PartialJson } from './partial-json.js';

/**
 * The JSON inside a model's answer. Servers without structured output, and small models with it, wrap
 * the object in Markdown fences, put a sentence before or after it, or think aloud first (`<think>` blocks
 * of reasoning models served by Ollama or vLLM). This finds the object wherever it is.
 */
export function readAnswer(text: string): PartialJson {
  const body = withoutThinking(text);
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)(?:```|$)/.exec(body);
  const candidates = fenced ? [fenced[1]!, body] : [body];
  // Objects first: a "[1]" in a sentence before the answer is not the answer.
  for (const opener of ['{', '['] as const) {
    for (const candidate of candidates) {
      for (const start of valueStarts(candidate, opener)) {
        const parsed = parsePartialJson(candidate, start);
        // The first value with content is the answer, whole or cut off; a later brace would be inside it.
        if (parsed.complete || !isEmptyValue(parsed.value)) return parsed;
      }
    }
  }
  return { value: undefined, complete: false, open: new Set() };
}

/** True when the answer holds nothing: no text, only whitespace, or an empty object or list. */
export function isEmptyAnswer(text: string): boolean {
  const parsed = readAnswer(text);
  if (parsed.value === undefined) return withoutThinking(text).trim().length === 0;
  return isEmptyValue(parsed.value);
}

function isEmptyValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(isEmptyValue);
  return value === null || value === undefined || value === '';
}

function withoutThinking(text: string): string {
  const closed = text.replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, '');
  // An unclosed block means the cap cut the model off while it was still thinking: nothing to read.
  const open = closed.search(/<think(?:ing)?>/i);
  return open >= 0 ? closed.slice(0, open) : closed;
}

/** Where an object (or a list) could begin: the first few, so a brace in a sentence before the JSON is skipped. */
function valueStarts(text: string, opener: '{' | '['): number[] {
  const starts: number[] = [];
  for (let i = text.indexOf(opener); i >= 0 && starts.length < 12; i = text.indexOf(opener, i + 1)) starts.push(i);
  return starts;
}
