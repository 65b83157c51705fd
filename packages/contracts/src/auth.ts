import { z } from 'zod';
import { LocaleSchema } from './config.js';

export const UserStatusSchema = z.enum(['pending_activation', 'active', 'waitlisted', 'terminated']);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** The signed-in user as the API shows it to that user. */
export const UserSchema = z
  .object({
    id: z.number().int(),
    email: z.email(),
    fullName: z.string(),
    locale: LocaleSchema,
    status: UserStatusSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({ user: UserSchema }).meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponseSchema>;
