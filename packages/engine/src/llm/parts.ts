import type { GenerationRequest } from '@caseboard/contracts';
import type { ModelMessage } from 'ai';
import { EngineError } from '../errors.js';
import { isEmptyAnswer, readAnswer } from './answer-text.js';
import { askModel, type Ask, type CallContext } from './call.js';
import type { PartialJson } from './partial-json.js';

/**
 * Asking for one part of an artefact and reading what came back. Large artefacts are written in parts
 * (a tree's top, then each branch; a list in batches) so every call fits a small output cap, and each
 * answer is read for what it finished: a cut-off answer keeps its whole items and the rest is asked for,
 * never the whole artefact again. The strategies (tree-parts, list-parts, object-parts) decide what is
 * still missing; this file holds what they share.
 */
export interface Session {
  call: CallContext;
  request: GenerationRequest;
  /** What the engine repaired or dropped, for the caller (ids only, never content). */
  notes: string[];
  /** Sends a growing artefact to the caller; repeats are skipped. */
  emit(artefact: unknown): void;
}

/** Calls per part before the engine gives up on it. */
export const MAX_ATTEMPTS = 3;
/** Calls per artefact, whatever happens: a runaway model cannot keep a request open for ever. */
export const MAX_CALLS = 400;

export interface Answer extends PartialJson {
  text: string;
  /** Stopped at the token cap. */
  cut: boolean;
  /** Nothing in it: no text, or JSON without content. */
  empty: boolean;
  /** Not whole JSON although the model said it had finished. */
  malformed: boolean;
}

/**
 * One call and its reading. While the answer streams, `preview` gets the finished part of it now and
 * then (after a closing quote or bracket, at most every 15 ms), so the caller sees it grow.
 */
export async function askJson(session: Session, ask: Ask, preview?: (partial: PartialJson) => void): Promise<Answer> {
  if ((session.call.usage.calls ?? 0) >= MAX_CALLS) {
    throw new EngineError(
      'generation_invalid_output',
      `The model needed more than ${MAX_CALLS} calls for one artefact`,
    );
  }
  let last = 0;
  let seen = 0;
  const onText =
    preview && session.call.stream
      ? (text: string) => {
          const now = performance.now();
          const fresh = text.slice(seen);
          if (last !== 0 && now - last < 15) return;
          if (!/["}\]]/.test(fresh)) return;
          seen = text.length;
          last = now;
          preview(readAnswer(text));
        }
      : undefined;
  const reply = await askModel(session.call, onText ? { ...ask, onText } : ask);
  const parsed = readAnswer(reply.text);
  return {
    ...parsed,
    text: reply.text,
    cut: reply.cut,
    empty: isEmptyAnswer(reply.text),
    malformed: !parsed.complete && !reply.cut,
  };
}

/**
 * The turns that show a model its last answer and what is wrong with it, when the answer cannot be read
 * at all: a second look at its own output is what fixes broken JSON.
 */
export function repairTurns(answer: Answer, whatToWrite: string): ModelMessage[] {
  const problem = answer.empty
    ? 'Your answer was empty.'
    : answer.malformed
      ? 'Your answer is not valid JSON: it stops before the JSON ends, or has text that is not JSON.'
      : 'Your answer did not have what the task asks for.';
  return [
    { role: 'assistant', content: answer.text.trim() ? answer.text.slice(0, 4_000) : '(empty answer)' },
    { role: 'user', content: `${problem} ${whatToWrite} Answer with the JSON object only.` },
  ];
}

export function giveUp(what: string, details: Record<string, unknown> = {}): EngineError {
  return new EngineError(
    'generation_invalid_output',
    `The model did not return ${what}, even after being asked again`,
    {
      details,
    },
  );
}

/** The finished members of a list, leaving out an item the cap cut off. */
export function finishedItems(list: readonly unknown[] | undefined, answer: PartialJson): unknown[] {
  return (list ?? []).filter((item) => typeof item !== 'object' || item === null || !answer.open.has(item));
}
