import { APICallError, type OutputInterface } from 'ai';

/**
 * How a model is asked for JSON. Hosted APIs take `response_format: json_schema`; many local servers (older
 * Ollama, llama.cpp builds, LM Studio with some models, vLLM without a guided-decoding backend) refuse it
 * with a 400, and some refuse `json_object` too. The engine starts with the schema, steps down once per
 * refusal, and remembers the mode that worked for that provider and model, so only the first request pays.
 * In `json_object` and `prompted` modes the schema travels in the prompt, and the JSON is found in the text.
 */
export type JsonMode = 'json_schema' | 'json_object' | 'prompted';

const FALLBACK: Record<JsonMode, JsonMode | undefined> = {
  json_schema: 'json_object',
  json_object: 'prompted',
  prompted: undefined,
};

export function fallbackMode(mode: JsonMode): JsonMode | undefined {
  return FALLBACK[mode];
}

/** The mode that works per provider and model, in memory for the life of the engine. */
export class JsonModeMemory {
  private readonly modes = new Map<string, JsonMode>();

  modeFor(key: string): JsonMode {
    return this.modes.get(key) ?? 'json_schema';
  }

  remember(key: string, mode: JsonMode): void {
    this.modes.set(key, mode);
  }
}

/**
 * A 400-class refusal of the response format itself, as servers word it: "response_format is not
 * supported", "json_schema not supported", "Unrecognized request argument: response_format", "grammar".
 * Other 400s (a bad model name, a context overflow) are not format refusals and must not change the mode.
 */
export function isFormatRefusal(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (status === undefined || ![400, 404, 415, 422, 500, 501].includes(status)) return false;
  const said = `${error.message} ${error.responseBody ?? ''}`;
  return /response[_ ]format|json[_ ]schema|json[_ ]object|structured[_ ]output|guided[_ ]json|grammar/i.test(said);
}

/**
 * The AI SDK output setting for a mode. It passes the text through untouched: the engine reads, salvages
 * and validates the JSON itself, so a cut-off or malformed answer is repaired rather than thrown away.
 */
export function outputFor(
  mode: JsonMode,
  schema: Record<string, unknown>,
  name: string,
): OutputInterface<string, string> {
  const responseFormat =
    mode === 'json_schema'
      ? { type: 'json' as const, schema: schema as never, name }
      : mode === 'json_object'
        ? { type: 'json' as const }
        : { type: 'text' as const };
  return {
    name: 'text',
    responseFormat: Promise.resolve(responseFormat),
    parseCompleteOutput: async ({ text }) => text,
    // The SDK only passes a text delta on when the partial output changes: the text itself always does.
    parsePartialOutput: async ({ text }) => ({ partial: text }),
    createElementStreamTransform: () => undefined,
  };
}
