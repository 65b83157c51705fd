import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/**
 * What a save answers by default: the new revision and when it was stored (the ETag header carries the
 * revision too). The client already holds what it sent; `Prefer: return=representation` asks for the
 * stored snapshot instead (docs/decisions/035-cheap-saves.md).
 */
export const SavedSnapshotSchema = z
  .object({
    revision: z
      .number()
      .int()
      .min(1)
      .describe('The revision the save made; send it back as `If-Match: "<revision>"` with the next save.'),
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'SavedSnapshot' });
export type SavedSnapshot = z.infer<typeof SavedSnapshotSchema>;

/** `Prefer` (RFC 7240): `return=minimal` (the default) or `return=representation`. Other preferences are ignored. */
export const PreferHeadersSchema = z.object({
  prefer: z
    .string()
    .max(200)
    .optional()
    .describe(
      '`return=representation` answers the stored snapshot; `return=minimal` (the default) `{ revision, updatedAt }`.',
    ),
});

/** Most operations one patch may carry; a bigger change is a whole-document PUT. */
export const MAX_PATCH_OPERATIONS = 500;
/** Largest patch request, in bytes of its JSON text. */
export const MAX_PATCH_BYTES = 512 * 1024;
/** Longest JSON pointer (`path`, `from`) an operation names. */
export const MAX_PATCH_POINTER_LENGTH = 1_000;

/** An RFC 6901 JSON pointer into the document body: empty (the whole document) or `/`-separated tokens. */
const PointerSchema = z
  .string()
  .max(MAX_PATCH_POINTER_LENGTH)
  .regex(/^(\/([^~]|~[01])*)*$/, 'must be a JSON pointer ("" or "/a/b/0", with ~0 and ~1 escapes)');

const valueOp = <K extends string>(op: K) =>
  z.strictObject({ op: z.literal(op), path: PointerSchema, value: z.unknown() }).refine((o) => 'value' in o, {
    message: 'needs a value',
    path: ['value'],
  });
const fromOp = <K extends string>(op: K) =>
  z.strictObject({ op: z.literal(op), from: PointerSchema, path: PointerSchema });

/** One RFC 6902 operation against the snapshot's document body. */
export const JsonPatchOperationSchema = z.union([
  valueOp('add'),
  z.strictObject({ op: z.literal('remove'), path: PointerSchema }),
  valueOp('replace'),
  fromOp('move'),
  fromOp('copy'),
  valueOp('test'),
]);
export type JsonPatchOperation = z.infer<typeof JsonPatchOperationSchema>;

/**
 * `PATCH /api/v1/projects/{id}/snapshots/{snapshotId}` with `Content-Type: application/json-patch+json`:
 * RFC 6902 operations applied in order to the document body of the revision `If-Match` names; the result
 * must still be a valid document. The problem statement is not part of the patch (a PUT changes it).
 */
export const JsonPatchSchema = z
  .array(JsonPatchOperationSchema)
  .min(1)
  .max(MAX_PATCH_OPERATIONS)
  .meta({ id: 'JsonPatch' });
export type JsonPatch = z.infer<typeof JsonPatchSchema>;

export const PatchSnapshotQuerySchema = z.object({
  autosave: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe(
      'As `autosave` on the PUT: `true` for saves the editor makes on its own (they fold per minute); `false` (a milestone) or absent keep their own revision.',
    ),
});

/** `If-Match` is required on a patch: operations only mean something against the revision they were made on. */
export const RequiredIfMatchHeadersSchema = z.object({
  'if-match': z
    .string()
    .regex(/^\s*((W\/)?"\d{1,10}"|\d{1,10})\s*$/, 'If-Match must be "<revision>"')
    .optional()
    .describe('Required: the revision the operations were made against (428 `precondition_required` without it).'),
});

/**
 * History pages go by keyset: `before` is the `nextBefore` of the previous page (revisions strictly older),
 * so a page costs the same at revision 20 and at revision 10,000. `pageNumber` is still read for older
 * clients (an offset, slower deep in the history).
 */
export const RevisionPageQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(1),
});
export type RevisionPageQuery = z.infer<typeof RevisionPageQuerySchema>;
