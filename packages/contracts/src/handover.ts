import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/**
 * Handing a project to one of its editors instead of deleting it with the account
 * (docs/decisions/030-project-handover.md): the owner offers, the editor accepts or declines.
 */

export const HandoverOfferRequestSchema = z
  .strictObject({
    userId: z
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .describe('An active member of the project with the editor role.'),
  })
  .meta({ id: 'HandoverOfferRequest' });
export type HandoverOfferRequest = z.infer<typeof HandoverOfferRequestSchema>;

export const HandoverPersonSchema = z
  .object({ userId: z.number().int(), fullName: z.string(), email: z.email() })
  .meta({ id: 'HandoverPerson' });
export type HandoverPerson = z.infer<typeof HandoverPersonSchema>;

export const HandoverOfferSchema = z
  .object({
    projectId: z.number().int(),
    offeredTo: HandoverPersonSchema,
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'HandoverOffer' });
export type HandoverOffer = z.infer<typeof HandoverOfferSchema>;

/** A project the signed-in person owns: who could take it over, and the offer waiting, if any. */
export const OwnedProjectHandoverSchema = z
  .object({
    projectId: z.number().int(),
    name: z.string(),
    editors: z.array(HandoverPersonSchema).describe('Active members with the editor role, who may be offered it.'),
    offer: HandoverOfferSchema.nullable().describe('The pending offer; null when none is waiting.'),
  })
  .meta({ id: 'OwnedProjectHandover' });
export type OwnedProjectHandover = z.infer<typeof OwnedProjectHandoverSchema>;

/** A project someone offered to the signed-in person. */
export const ReceivedHandoverSchema = z
  .object({
    projectId: z.number().int(),
    name: z.string(),
    from: z.object({ fullName: z.string(), email: z.email() }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ReceivedHandover' });
export type ReceivedHandover = z.infer<typeof ReceivedHandoverSchema>;

export const HandoverListSchema = z
  .object({
    owned: z.array(OwnedProjectHandoverSchema).describe('Every project the account owns, by name.'),
    received: z.array(ReceivedHandoverSchema).describe('Offers waiting for the account’s answer, newest first.'),
  })
  .meta({ id: 'HandoverList' });
export type HandoverList = z.infer<typeof HandoverListSchema>;

export const HandoverAcceptedSchema = z.object({ projectId: z.number().int() }).meta({ id: 'HandoverAccepted' });
export type HandoverAccepted = z.infer<typeof HandoverAcceptedSchema>;
