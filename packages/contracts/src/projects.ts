import { z } from 'zod';
import { MAX_PROBLEM_STATEMENT_LENGTH } from './artefacts/limits.js';
import { IsoDateTimeSchema, multiLineText, oneLineText, paginated } from './common.js';
import { RevisionSummarySchema } from './revision-summary.js';

/** Largest snapshot body, in UTF-8 bytes of its JSON text. */
export const MAX_SNAPSHOT_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_PROJECT_NAME_LENGTH = 120;
/** Members besides the owner; a project is shared with a team, not broadcast. */
export const MAX_PROJECT_MEMBERS = 50;
/** Saves by the same author within this window may fold into one revision (see docs/decisions). */
export const REVISION_FOLD_WINDOW_MS = 60_000;

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const ProjectIdParamsSchema = z.object({ id: IdSchema });
export const SnapshotParamsSchema = z.object({ id: IdSchema, snapshotId: IdSchema });
export const RevisionParamsSchema = z.object({ id: IdSchema, snapshotId: IdSchema, revision: IdSchema });
export const MemberParamsSchema = z.object({ id: IdSchema, memberId: IdSchema });

/**
 * Owner all; editor reads, saves snapshots and renames; commenter reads and comments (never edits);
 * viewer reads (comments too). Worked examples are read as viewer.
 */
export const ProjectRoleSchema = z.enum(['owner', 'editor', 'commenter', 'viewer']);
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;

export const MemberRoleSchema = z.enum(['editor', 'commenter', 'viewer']);
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/** `invited`: the address has no account yet and holds an invitation link; `active`: the member has access. */
export const MemberStatusSchema = z.enum(['invited', 'active']);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const ProjectNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the project a name.')
  .max(MAX_PROJECT_NAME_LENGTH)
  // Control characters (including line breaks) have no place in a one-line name.
  .regex(/^[^\p{Cc}]*$/u, 'A project name is one line of text.')
  .describe('The project name, one line.');

export const ProblemStatementSchema = multiLineText()
  .trim()
  .max(MAX_PROBLEM_STATEMENT_LENGTH)
  .describe('The problem statement: the situation and the question the project must answer.');

export const ModelIdSchema = oneLineText()
  .min(1)
  .max(100)
  .describe('A model id from /api/v1/config `models`; anything else is refused with `unknown_model`.');

/** Its size is checked in bytes by the API (413 `payload_too_large`), so a character count does not stand in for it here. */
export const SnapshotBodyFieldSchema = z
  .string()
  .min(2)
  // JSON text escapes control characters inside its strings; a raw one makes the text invalid JSON anyway.
  // eslint-disable-next-line no-control-regex -- matching NUL is the point
  .regex(/^[^\u0000]*$/u, 'must not contain a NUL character')
  .describe(
    'The snapshot document as JSON text (at most 2 MiB): a version 1.1 document or an unversioned 1.0 document. ' +
      'Text that is not JSON or matches neither is refused with `invalid_document`.',
  );

export const ProjectOwnerSchema = z
  .object({ id: z.number().int(), fullName: z.string(), email: z.string() })
  .meta({ id: 'ProjectOwner' });
export type ProjectOwner = z.infer<typeof ProjectOwnerSchema>;

export const ProjectSnapshotSchema = z
  .object({
    id: z.number().int(),
    body: z.string().describe('The document as JSON text ("JSON stored as a string"); parse it to read it.'),
    problemStatement: z.string(),
    revision: z
      .number()
      .int()
      .min(1)
      .describe('Rises by one with every save; send it back as `If-Match: "<revision>"`.'),
    updatedAt: IsoDateTimeSchema,
    checked: z
      .boolean()
      .describe(
        'True when `body` is a 1.1 document exactly as the current schema reads it (defaults filled, unknown ' +
          'fields dropped): `JSON.parse` alone reads it. False for a 1.0 document, or one the schema no longer accepts.',
      ),
  })
  .meta({ id: 'ProjectSnapshot' });
export type ProjectSnapshot = z.infer<typeof ProjectSnapshotSchema>;

const projectFields = {
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  problemStatement: z.string(),
  role: ProjectRoleSchema.describe("The caller's rights on this project."),
  isDemo: z.boolean().describe('A worked example: readable by every signed-in user, writable by nobody.'),
  owner: ProjectOwnerSchema.nullable().describe('Null for worked examples, which no user owns.'),
  memberId: z
    .number()
    .int()
    .nullable()
    .describe("The caller's membership id when they are a member (to leave the project); null for the owner."),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
};

export const ProjectSchema = z
  .object({ ...projectFields, projectSnapshots: z.array(ProjectSnapshotSchema) })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof ProjectSchema>;

/** A project as lists show it: no snapshot bodies, but the version of the first one (for the root redirect). */
export const ProjectSummarySchema = z
  .object({
    ...projectFields,
    documentVersion: z
      .string()
      .nullable()
      .describe('The `version` the first snapshot body carries; null for unversioned (1.0) documents.'),
  })
  .meta({ id: 'ProjectSummary' });
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectListSchema = paginated(ProjectSummarySchema).meta({ id: 'ProjectList' });
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const CreateProjectSchema = z
  .strictObject({
    name: ProjectNameSchema,
    model: ModelIdSchema,
    problemStatement: ProblemStatementSchema.default(''),
    body: SnapshotBodyFieldSchema,
  })
  .meta({ id: 'CreateProject' });
export type CreateProject = z.input<typeof CreateProjectSchema>;

/** Only these fields; anything else (owner, id, ...) is refused with 400, never written. */
export const UpdateProjectSchema = z
  .strictObject({
    name: ProjectNameSchema.optional(),
    model: ModelIdSchema.optional(),
    problemStatement: ProblemStatementSchema.optional(),
  })
  .meta({ id: 'UpdateProject' });
export type UpdateProject = z.input<typeof UpdateProjectSchema>;

export const CopyProjectSchema = z
  .strictObject({ name: ProjectNameSchema.optional().describe('Defaults to the name of the copied project.') })
  .meta({ id: 'CopyProject' });
export type CopyProject = z.input<typeof CopyProjectSchema>;

export const SaveSnapshotSchema = z
  .strictObject({
    problemStatement: ProblemStatementSchema,
    body: SnapshotBodyFieldSchema,
    autosave: z
      .boolean()
      .optional()
      .describe(
        'True for saves the editor makes on its own. Autosaves by the same author within 60 s fold into one ' +
          'revision of the history; explicit saves always keep their own.',
      ),
  })
  .meta({ id: 'SaveSnapshot' });
export type SaveSnapshot = z.input<typeof SaveSnapshotSchema>;

/** `If-Match: "<revision>"` (an entity tag as the snapshot's ETag carries it); `*` matches any revision. */
export const IfMatchHeadersSchema = z.object({
  'if-match': z
    .string()
    .regex(/^\s*(\*|(W\/)?"\d{1,10}"|\d{1,10})\s*$/, 'If-Match must be "<revision>" or *')
    .optional(),
});

export const RevisionAuthorSchema = z.object({ id: z.number().int(), fullName: z.string() });

export const SnapshotRevisionSchema = z
  .object({
    revision: z.number().int(),
    createdAt: IsoDateTimeSchema.describe('When this revision was saved (the last save folded into it).'),
    author: RevisionAuthorSchema.nullable(),
    problemStatement: z.string(),
    autosave: z.boolean(),
    summary: RevisionSummarySchema.nullish().describe(
      'What changed against the revision before, computed at save time; absent for revisions saved before summaries existed and for 1.0 documents.',
    ),
  })
  .meta({ id: 'SnapshotRevision' });
export type SnapshotRevision = z.infer<typeof SnapshotRevisionSchema>;

/** A page of history, newest first; no count (docs/decisions/035-cheap-saves.md): `nextBefore` asks for the next page. */
export const SnapshotRevisionListSchema = z
  .object({
    results: z.array(SnapshotRevisionSchema),
    hasMore: z.boolean().describe('Whether older revisions follow this page.'),
    nextBefore: z
      .number()
      .int()
      .nullable()
      .describe('Pass as `before` for the next (older) page; null on the last page.'),
  })
  .meta({ id: 'SnapshotRevisionList' });
export type SnapshotRevisionList = z.infer<typeof SnapshotRevisionListSchema>;

export const SnapshotRevisionDetailSchema = SnapshotRevisionSchema.extend({ body: z.string() }).meta({
  id: 'SnapshotRevisionDetail',
});
export type SnapshotRevisionDetail = z.infer<typeof SnapshotRevisionDetailSchema>;

export const ProjectMemberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    fullName: z.string().nullable().describe('Null while the member is invited and has no account.'),
    role: MemberRoleSchema,
    status: MemberStatusSchema,
    invitationExpiresAt: IsoDateTimeSchema.nullable().describe('When the open invitation link expires (invited only).'),
  })
  .meta({ id: 'ProjectMember' });
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

export const ProjectMemberListSchema = paginated(ProjectMemberSchema).meta({ id: 'ProjectMemberList' });
export type ProjectMemberList = z.infer<typeof ProjectMemberListSchema>;

export const AddMemberSchema = z
  .strictObject({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter an e-mail address.')),
    role: MemberRoleSchema.default('editor'),
  })
  .meta({ id: 'AddMember' });
export type AddMember = z.input<typeof AddMemberSchema>;

export const UpdateMemberSchema = z.strictObject({ role: MemberRoleSchema }).meta({ id: 'UpdateMember' });
export type UpdateMember = z.infer<typeof UpdateMemberSchema>;

/**
 * A project someone shared with the caller's address, waiting for the caller's answer. Sharing never
 * shows a project to anyone who has not accepted it, and the sharer learns nothing about the address
 * (account or not, name) until then.
 */
export const PendingInvitationSchema = z
  .object({
    memberId: z.number().int().describe('Accept or decline with this id.'),
    projectId: z.number().int(),
    projectName: z.string(),
    inviterName: z.string(),
    role: MemberRoleSchema,
    expiresAt: IsoDateTimeSchema,
  })
  .meta({ id: 'PendingInvitation' });
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

export const PendingInvitationListSchema = paginated(PendingInvitationSchema).meta({ id: 'PendingInvitationList' });
export type PendingInvitationList = z.infer<typeof PendingInvitationListSchema>;

export const InvitationParamsSchema = z.object({ memberId: IdSchema });
