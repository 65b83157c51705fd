import type { ArtefactKind, ArtefactOf, GenerationRequest, TreeDiffRequest } from '@caseboard/contracts';
import type { z } from 'zod';
import type { LlmShape } from '../llm/shapes.js';

/** The request each kind takes: the diff compares two trees, every other kind reads a problem. */
export type RequestOf<K extends ArtefactKind> = K extends 'hypothesis-tree-diff' ? TreeDiffRequest : GenerationRequest;

/**
 * Everything the engine knows about one artefact, in its folder: the contract schema, the semantic checks
 * an answer must pass, how a model writes it (in parts, from the versioned prompts), the offline
 * generator and how the offline result streams.
 */
export interface ArtefactDefinition<K extends ArtefactKind> {
  kind: K;
  /** Version of the prompts (LLM providers); bump it whenever `prompt.ts` changes. */
  promptVersion: string;
  schema: z.ZodType<ArtefactOf<K>>;
  /** Problems a schema cannot see (unknown ids, lint errors); empty when the artefact is sound. */
  check(artefact: ArtefactOf<K>, request: RequestOf<K>): string[];
  /**
   * How a model writes this artefact for this request: one object in field groups, a tree branch by
   * branch, or a list in batches (llm/shapes.ts). Undefined for artefacts that are computed (the diff).
   */
  llm?: (request: RequestOf<K>) => LlmShape;
  /** Fits a model's answer into the request (e.g. grafts a regenerated subtree); identity by default. */
  finish?: (artefact: ArtefactOf<K>, request: RequestOf<K>) => ArtefactOf<K>;
  offline(request: RequestOf<K>): ArtefactOf<K>;
  /** The offline artefact in a few growing steps, for streaming; the last step is the whole artefact. */
  steps(artefact: ArtefactOf<K>): unknown[];
}
