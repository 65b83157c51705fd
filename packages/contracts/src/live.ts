import { z } from 'zod';

/**
 * Live updates of an open project (docs/decisions/033-live-updates.md): what the event bus carries
 * between API instances, what `GET /api/v1/projects/{id}/events` streams to a browser, and the presence
 * a browser announces. Events are small notices, never document contents: a browser that learns of a
 * new revision fetches it through the normal routes, which check access as always.
 */

/** Where in the workspace someone is: one of the chain's steps. */
export const PRESENCE_STEPS = ['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline'] as const;
export const PresenceStepSchema = z.enum(PRESENCE_STEPS);
export type PresenceStep = z.infer<typeof PresenceStepSchema>;

/** How often a browser repeats its presence, and how long the server keeps it without one. */
export const PRESENCE_INTERVAL_MS = 20_000;
export const PRESENCE_TTL_MS = 45_000;

/** An item's id inside the document (a node, a row): what someone is editing. */
const ItemIdSchema = z.string().min(1).max(100);

export const PresenceInputSchema = z
  .object({
    step: PresenceStepSchema,
    editing: ItemIdSchema.nullish().describe('The id of the item being edited (a tree node, a row), if any'),
  })
  .strict()
  .meta({ id: 'PresenceInput' });
export type PresenceInput = z.infer<typeof PresenceInputSchema>;

/** One person who has the project open. Names and initials only: never an e-mail address. */
export const PresentPersonSchema = z
  .object({
    userId: z.number().int().positive(),
    name: z.string().max(120),
    initials: z.string().max(3),
    step: PresenceStepSchema,
    editing: ItemIdSchema.nullable(),
  })
  .meta({ id: 'PresentPerson' });
export type PresentPerson = z.infer<typeof PresentPersonSchema>;

/** A new revision of a snapshot was saved (an autosave, a milestone, a restore). */
const RevisionNoticeSchema = z.object({
  snapshotId: z.number().int().positive(),
  revision: z.number().int().positive(),
  /** The revision's ETag, for the next save's If-Match. */
  etag: z.string().max(32),
  authorId: z.number().int().positive(),
  milestone: z.boolean(),
});

/** What travels between API instances (PostgreSQL NOTIFY payloads stay well under their 8000 bytes). */
export const BusEventSchema = z.discriminatedUnion('kind', [
  RevisionNoticeSchema.extend({ kind: z.literal('revision'), projectId: z.number().int().positive() }),
  z.object({ kind: z.literal('members'), projectId: z.number().int().positive() }),
  z.object({ kind: z.literal('project'), projectId: z.number().int().positive() }),
  /** A comment thread or a step review changed (docs/decisions/028-team-review.md). */
  z.object({ kind: z.literal('review'), projectId: z.number().int().positive() }),
  PresentPersonSchema.extend({
    kind: z.literal('presence'),
    projectId: z.number().int().positive(),
    /** Until when (ms since the epoch) the presence holds without a repeat. */
    until: z.number().int(),
  }),
  z.object({
    kind: z.literal('presence-left'),
    projectId: z.number().int().positive(),
    userId: z.number().int().positive(),
  }),
]);
export type BusEvent = z.infer<typeof BusEventSchema>;

/** The longest payload the bus sends; a NOTIFY payload must stay below 8000 bytes. */
export const MAX_BUS_EVENT_BYTES = 2_000;

/** What the stream sends, one JSON object per SSE `data:` line, told apart by `type`. */
export const LiveEventSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('ready'),
      /** The caller's own user id (to tell others apart in presence). */
      you: z.number().int().positive(),
      /** Every snapshot's current revision: a client that missed events while away catches up. */
      revisions: z.array(z.object({ snapshotId: z.number().int().positive(), revision: z.number().int().positive() })),
      people: z.array(PresentPersonSchema),
    }),
    RevisionNoticeSchema.extend({ type: z.literal('revision') }),
    z.object({ type: z.literal('members') }),
    z.object({ type: z.literal('project') }),
    z.object({ type: z.literal('review') }),
    z.object({ type: z.literal('presence'), people: z.array(PresentPersonSchema) }),
    /** The caller lost access (removed, project deleted or archived): the stream ends after this. */
    z.object({ type: z.literal('revoked') }),
    /** The server is going away: reconnect (to another instance) after a short wait. */
    z.object({ type: z.literal('closing') }),
  ])
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof LiveEventSchema>;

/** Open streams per user across their tabs on one instance, and per instance. */
export const MAX_STREAMS_PER_USER = 20;
/** Heartbeat comment that keeps proxies from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** Initials of a name: first letters of the first and last word ("Ada Lovelace" -> "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}
