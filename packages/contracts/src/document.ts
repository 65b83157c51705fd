import { z } from 'zod';
import { AnalysisEntrySchema } from './artefacts/analyses.js';
import { BriefSchema } from './artefacts/brief.js';
import { ProblemReadingSchema } from './artefacts/reading.js';
import { MAX_JSON_DEPTH, MAX_LIST_ITEMS, MAX_TREE_DEPTH, MAX_TREE_NODES } from './artefacts/limits.js';
import { findOversizedTree } from './common.js';
import { StorylineSchema } from './artefacts/storyline.js';
import { HypothesisTreeSchema, IssueTreeSchema } from './artefacts/tree.js';
import { WorkplanRowSchema } from './artefacts/workplan.js';

import { CURRENT_DOCUMENT_VERSION } from './document-version.js';

/**
 * The project document (a snapshot body), version 1.1: the whole chain from brief to storyline.
 * Every artefact refers to hypotheses by node id, so the chain stays linked.
 */
export const ProjectDocumentSchema = z
  .object({
    version: z.literal(CURRENT_DOCUMENT_VERSION),
    /** How the problem is read; absent in documents written before readings existed. */
    reading: ProblemReadingSchema.optional(),
    // Like every other section, a missing brief is an empty one.
    brief: BriefSchema.prefault({}),
    issueTree: IssueTreeSchema.nullable().default(null),
    hypothesisTree: HypothesisTreeSchema.nullable().default(null),
    workplan: z.array(WorkplanRowSchema).max(MAX_LIST_ITEMS).default([]),
    analyses: z.array(AnalysisEntrySchema).max(MAX_LIST_ITEMS).default([]),
    storyline: StorylineSchema.nullable().default(null),
  })
  .meta({ id: 'ProjectDocument' });
export type ProjectDocument = z.infer<typeof ProjectDocumentSchema>;

/** A node of a version 1.0 document: the classic single-page editor stored `title` and optional children. */
export interface LegacyNode {
  id: string;
  title: string;
  children?: LegacyNode[] | undefined;
}

export const LegacyNodeSchema: z.ZodType<LegacyNode> = z.object({
  id: z.string().min(1).max(64),
  title: z.string().max(1_000),
  get children() {
    return z.array(LegacyNodeSchema).max(50).optional();
  },
});

/**
 * The unversioned 1.0 document of the classic editor: an issue tree, a flat list of hypotheses
 * linked to issues, and a storyline of a governing thought with points. It carries no `version`.
 */
export const LegacyDocumentSchema = z
  .object({
    version: z.undefined().optional(),
    problemStatement: z.string().max(4_000).optional(),
    issueTree: z.object({ root: LegacyNodeSchema }).nullable().optional(),
    hypotheses: z
      .array(
        z.object({
          id: z.string().min(1).max(64),
          text: z.string().max(1_000),
          issueId: z.string().max(64).optional(),
          status: z.enum(['open', 'confirmed', 'rejected']).default('open'),
        }),
      )
      .max(MAX_LIST_ITEMS)
      .optional(),
    storyline: z
      .object({
        governingThought: z.string().max(4_000).default(''),
        points: z.array(z.string().max(1_000)).max(50).default([]),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'LegacyDocument' });
export type LegacyDocument = z.infer<typeof LegacyDocumentSchema>;

/** A snapshot body is either a 1.1 document or an unversioned 1.0 document. */
export const SnapshotDocumentSchema = z.union([ProjectDocumentSchema, LegacyDocumentSchema]);
export type SnapshotDocument = z.infer<typeof SnapshotDocumentSchema>;

/** Depth of nested arrays and objects, counted without recursion so hostile input cannot exhaust the stack. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    const next = depth + 1;
    if (next > max) max = next;
    if (max > limit) return max;
    for (const child of Object.values(current)) stack.push([child, next]);
  }
  return max;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; reason: 'invalid_json' | 'too_deep' };

/**
 * The tree of a document (of any version: 1.1 trees and the 1.0 issue tree alike) that breaks the
 * node or depth limit, found by counting before any schema walks it. Null when every tree fits.
 */
export function oversizedDocumentTree(value: unknown) {
  return findOversizedTree(value, { maxNodes: MAX_TREE_NODES, maxDepth: MAX_TREE_DEPTH });
}

/** Parses JSON text and refuses nesting deeper than `MAX_JSON_DEPTH`. */
export function parseJsonText(text: string): ParsedJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid_json' };
  }
  return jsonDepth(value) > MAX_JSON_DEPTH ? { ok: false, reason: 'too_deep' } : { ok: true, value };
}

/** A snapshot body travels as JSON text (spec: "JSON stored as a string"); this parses and checks it. */
export const SnapshotBodyTextSchema = z
  .string()
  .min(2)
  .max(2 * 1024 * 1024)
  .transform((text, ctx) => {
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.reason === 'too_deep' ? 'body is nested too deeply' : 'body is not valid JSON',
      });
      return z.NEVER;
    }
    // Every version meets the same tree limits; a 1.0 tree of 11,000 nodes is refused like a 1.1 one.
    const tree = oversizedDocumentTree(parsed.value);
    if (tree) {
      ctx.addIssue({
        code: 'custom',
        message: `a tree holds more than ${MAX_TREE_NODES} nodes or ${MAX_TREE_DEPTH} levels`,
        path: tree.path.split('.'),
      });
      return z.NEVER;
    }
    return parsed.value;
  })
  .pipe(SnapshotDocumentSchema)
  .describe('The snapshot document as JSON text: a version 1.1 document or an unversioned 1.0 document.');

/** An empty 1.1 document for a new project. */
export function emptyDocument(): ProjectDocument {
  return ProjectDocumentSchema.parse({ version: CURRENT_DOCUMENT_VERSION, brief: {} });
}
