import { z } from 'zod';
import { NodeIdSchema } from './artefacts/tree.js';
import { IsoDateTimeSchema, multiLineText } from './common.js';

/**
 * Team review (docs/decisions/028-team-review.md): comment threads anchored to an item of the
 * document, replies with @mentions, resolve and reopen, unread marks, and sign-off of a step.
 */

/** Longest comment, in characters. */
export const MAX_COMMENT_LENGTH = 4000;
/** Threads a project holds, open and resolved together. */
export const MAX_THREADS_PER_PROJECT = 2000;
/** Comments a thread holds, deleted ones included (they keep their place). */
export const MAX_COMMENTS_PER_THREAD = 500;
/** Mentions in one comment. */
export const MAX_MENTIONS_PER_COMMENT = 20;
/** Open review requests per project. */
export const MAX_REVIEWS_PER_PROJECT = 500;

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const ThreadParamsSchema = z.object({ id: IdSchema, threadId: IdSchema });
export const CommentParamsSchema = z.object({ id: IdSchema, commentId: IdSchema });
export const ReviewParamsSchema = z.object({ id: IdSchema, reviewId: IdSchema });

/** The workspace's steps; threads are grouped by them and reviews ask for sign-off of one. */
export const ReviewStepSchema = z.enum(['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline']);
export type ReviewStep = z.infer<typeof ReviewStepSchema>;

export const AnchorKindSchema = z.enum(['node', 'workplanRow', 'analysis', 'storylinePoint', 'slide', 'brief']);
export type AnchorKind = z.infer<typeof AnchorKindSchema>;

/**
 * What a thread is about: an item of the document by its stable id (node ids survive renames and
 * moves), and the step it shows on. For the brief the id is `brief`. An anchor whose item was deleted
 * stays valid: the thread is shown "on a deleted item".
 */
export const ThreadAnchorSchema = z
  .strictObject({
    kind: AnchorKindSchema,
    id: NodeIdSchema,
    step: ReviewStepSchema,
  })
  .meta({ id: 'ThreadAnchor' });
export type ThreadAnchor = z.infer<typeof ThreadAnchorSchema>;

/**
 * A comment's text. A mention is written `@[Name](userId)`: the server checks that the user is a
 * member of the project and e-mails them; anything else is plain text.
 */
export const CommentBodySchema = multiLineText()
  .trim()
  .min(1, 'Write a comment.')
  .max(MAX_COMMENT_LENGTH)
  .describe(`The comment, at most ${MAX_COMMENT_LENGTH} characters; mentions as \`@[Name](userId)\`.`);

/** `@[Name](123)`: the token the composer inserts for a mention. Global: use with matchAll. */
export const MENTION_PATTERN = /@\[([^\]\n]{1,120})\]\((\d{1,10})\)/g;

/** The user ids a comment body mentions, in order, without repeats. */
export function mentionedUserIds(body: string): number[] {
  const ids = new Set<number>();
  for (const match of body.matchAll(MENTION_PATTERN)) ids.add(Number(match[2]));
  return [...ids];
}

export const ReviewPersonSchema = z
  .object({ userId: z.number().int(), fullName: z.string() })
  .meta({ id: 'ReviewPerson' });
export type ReviewPerson = z.infer<typeof ReviewPersonSchema>;

export const CommentSchema = z
  .object({
    id: z.number().int(),
    threadId: z.number().int(),
    author: ReviewPersonSchema.nullable().describe('Null when the author left or deleted their account.'),
    body: z.string().describe('Empty once deleted.'),
    mentions: z.array(ReviewPersonSchema).describe('Members the comment mentions.'),
    createdAt: IsoDateTimeSchema,
    editedAt: IsoDateTimeSchema.nullable(),
    deleted: z.boolean().describe('Deleted by its author: kept as a placeholder so the thread reads in order.'),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof CommentSchema>;

export const ThreadSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    anchor: ThreadAnchorSchema,
    resolved: z.boolean(),
    resolvedBy: ReviewPersonSchema.nullable(),
    resolvedAt: IsoDateTimeSchema.nullable(),
    createdBy: ReviewPersonSchema.nullable(),
    createdAt: IsoDateTimeSchema,
    lastCommentAt: IsoDateTimeSchema,
    commentCount: z.number().int().describe('Comments not deleted.'),
    firstComment: z.string().describe('The opening comment (empty if deleted), for lists.'),
    unread: z.boolean().describe('A comment by someone else arrived after the caller last opened the thread.'),
  })
  .meta({ id: 'Thread' });
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadDetailSchema = ThreadSchema.extend({
  comments: z.array(CommentSchema).describe('Every comment, oldest first.'),
}).meta({ id: 'ThreadDetail' });
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

export const ThreadStateFilterSchema = z.enum(['open', 'resolved', 'all']);
export type ThreadStateFilter = z.infer<typeof ThreadStateFilterSchema>;

export const ThreadListQuerySchema = z.object({
  state: ThreadStateFilterSchema.default('open'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'not a cursor from this list')
    .optional()
    .describe('`nextCursor` of the previous page.'),
});
export type ThreadListQuery = z.input<typeof ThreadListQuerySchema>;

/** Open threads per anchored item, for the comment counts shown on the items. */
export const AnchorCountSchema = z
  .object({
    kind: AnchorKindSchema,
    id: z.string(),
    open: z.number().int(),
    unread: z.number().int(),
  })
  .meta({ id: 'AnchorCount' });
export type AnchorCount = z.infer<typeof AnchorCountSchema>;

export const ThreadListSchema = z
  .object({
    results: z.array(ThreadSchema).describe('Newest thread first.'),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page.'),
    counts: z.object({ open: z.number().int(), resolved: z.number().int(), unread: z.number().int() }),
    anchors: z.array(AnchorCountSchema).describe('Open threads per anchored item, whatever the page.'),
  })
  .meta({ id: 'ThreadList' });
export type ThreadList = z.infer<typeof ThreadListSchema>;

export const CreateThreadSchema = z
  .strictObject({ anchor: ThreadAnchorSchema, body: CommentBodySchema })
  .meta({ id: 'CreateThread' });
export type CreateThread = z.input<typeof CreateThreadSchema>;

export const CommentInputSchema = z.strictObject({ body: CommentBodySchema }).meta({ id: 'CommentText' });
export type CommentInput = z.input<typeof CommentInputSchema>;

/** Everyone who can read the project (owner and active members), for @ suggestions and reviewers. */
export const ProjectPersonSchema = z
  .object({
    userId: z.number().int(),
    fullName: z.string(),
    role: z.enum(['owner', 'editor', 'commenter', 'viewer']),
  })
  .meta({ id: 'ProjectPerson' });
export type ProjectPerson = z.infer<typeof ProjectPersonSchema>;

export const ProjectPeopleSchema = z.object({ results: z.array(ProjectPersonSchema) }).meta({ id: 'ProjectPeople' });
export type ProjectPeople = z.infer<typeof ProjectPeopleSchema>;

// --- sign-off ---

export const ReviewStateSchema = z.enum(['requested', 'approved', 'changes_requested']);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

const NoteSchema = multiLineText().trim().max(1000);

export const ReviewRequestSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    step: ReviewStepSchema,
    state: ReviewStateSchema,
    requestedBy: ReviewPersonSchema.nullable(),
    reviewer: ReviewPersonSchema,
    note: z.string().describe("The requester's note."),
    decisionNote: z.string().describe("The reviewer's note with the decision."),
    createdAt: IsoDateTimeSchema,
    decidedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ReviewRequest' });
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const ReviewListSchema = z
  .object({ results: z.array(ReviewRequestSchema).describe('Newest first, at most 200.') })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const CreateReviewSchema = z
  .strictObject({
    step: ReviewStepSchema,
    reviewerId: z.number().int().min(1).max(2_147_483_647).describe('The userId of a member who reads the project.'),
    note: NoteSchema.default(''),
  })
  .meta({ id: 'CreateReview' });
export type CreateReview = z.input<typeof CreateReviewSchema>;

export const ReviewDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'changes_requested']),
    note: NoteSchema.default(''),
  })
  .meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.input<typeof ReviewDecisionSchema>;
