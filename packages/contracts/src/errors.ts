import { z } from 'zod';

/**
 * Every error the API can answer with, and its HTTP status. The code is the stable part of the
 * contract: clients branch on it, and the UI words it; `message` is only a developer-facing hint.
 */
export const errorStatus = {
  validation_failed: 400,
  malformed_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  unauthorized: 401,
  forbidden: 403,
  origin_not_allowed: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  precondition_failed: 412,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  // generation
  unknown_model: 400,
  invalid_request: 400,
  generation_invalid_output: 502,
  provider_unavailable: 503,
  generation_timeout: 504,
  // auth: sign-in answers the same 401 for a wrong password and an unknown address; the 403s come
  // only after a correct password.
  invalid_credentials: 401,
  not_activated: 403,
  waitlisted: 403,
  account_terminated: 403,
  weak_password: 400,
  token_invalid: 400,
  token_expired: 410,
  account_exists: 409,
  // projects (unknown_model is listed above, with generation)
  invalid_document: 400,
  project_limit_reached: 409,
  already_member: 409,
  member_limit_reached: 409,
  revision_conflict: 412,
  // JSON-patch saves (docs/decisions/035-cheap-saves.md): a patch needs If-Match, and its operations must apply
  precondition_required: 428,
  patch_invalid: 422,
  // exports and themes
  invalid_image: 400,
  // evidence: uploads of data sets (an oversized body is payload_too_large, an unknown type unsupported_media_type)
  dataset_unreadable: 400,
  dataset_empty: 400,
  dataset_too_many_rows: 400,
  dataset_too_many_columns: 400,
  dataset_cell_too_long: 400,
  dataset_unsafe_archive: 400,
  dataset_unsafe_xml: 400,
  dataset_sheet_not_found: 400,
  dataset_too_complex: 422,
  // account: the current password given to change the password or address, or to delete the account
  wrong_password: 403,
  export_not_ready: 409,
  // project handover (docs/decisions/030-project-handover.md)
  handover_pending: 409,
  handover_not_eligible: 409,
  // team review: comments and sign-off (docs/decisions/028-team-review.md)
  comments_unavailable: 409,
  thread_limit_reached: 409,
  comment_limit_reached: 409,
  invalid_mention: 400,
  reviewer_not_member: 400,
  review_already_decided: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const ErrorCodeSchema = z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]);

export const ErrorBodySchema = z
  .object({
    code: z.string().describe('Stable, machine-readable error code; see `errorStatus`.'),
    message: z.string().describe('Short English explanation for developers; the UI words errors by code.'),
    details: z.unknown().optional().describe('Structured details, such as the failing field paths.'),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One failing field of a `validation_failed` answer: `path` as dotted segments, `message` in English. */
export const FieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export type FieldIssue = z.infer<typeof FieldIssueSchema>;
