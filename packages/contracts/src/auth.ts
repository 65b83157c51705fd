import { z } from 'zod';
import {
  CONSULTING_BACKGROUND_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  isLinkedinProfileUrl,
  LINKEDIN_URL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './account-limits.js';
import { LocaleSchema } from './config.js';
import { IsoDateTimeSchema, multiLineText, oneLineText, secretText } from './common.js';

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

export const SessionStateSchema = z
  .object({ user: UserSchema.nullable().describe('The signed-in user; null for a visitor without a session.') })
  .meta({ id: 'SessionState' });
export type SessionState = z.infer<typeof SessionStateSchema>;

/** Single-use tokens are 43 characters; anything much longer is not ours and is refused unread. */
const TOKEN_MAX_LENGTH = 100;

/** Addresses are compared trimmed and lower-cased, which is how they are stored. */
export const EmailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** 10 to 256 characters and no composition rules; the API also refuses common passwords. */
export const NewPasswordSchema = secretText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const FullNameSchema = oneLineText().trim().min(1).max(FULL_NAME_MAX_LENGTH);

export const LinkedinUrlSchema = oneLineText()
  .trim()
  .max(LINKEDIN_URL_MAX_LENGTH)
  .refine(isLinkedinProfileUrl, 'must be an https LinkedIn profile URL (linkedin.com/in/...)');

const ConsentSchema = z.literal(true, 'must be confirmed');

const OneTimeTokenSchema = oneLineText().min(1).max(TOKEN_MAX_LENGTH);

const RegistrationFields = {
  password: NewPasswordSchema,
  fullName: FullNameSchema,
  linkedinUrl: LinkedinUrlSchema,
  ageConfirmed: ConsentSchema.describe('The person confirms they are 18 or older.'),
  termsAccepted: ConsentSchema.describe('The person accepts the beta terms and conditions.'),
  consultingBackground: multiLineText().trim().max(CONSULTING_BACKGROUND_MAX_LENGTH).optional(),
  locale: LocaleSchema.optional().describe(
    'Language for e-mails; defaults to the Accept-Language header, then English.',
  ),
};

export const SignUpRequestSchema = z
  .object({ email: EmailSchema, ...RegistrationFields })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignUpResponseSchema = z
  .object({ status: z.literal('pending_activation') })
  .meta({ id: 'SignUpResponse' });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const ActivateRequestSchema = z.object({ token: OneTimeTokenSchema }).meta({ id: 'ActivateRequest' });
export type ActivateRequest = z.infer<typeof ActivateRequestSchema>;

export const ActivateResponseSchema = z
  .object({
    status: z
      .enum(['active', 'waitlisted'])
      .describe('`active` while beta seats are free, otherwise `waitlisted` until an operator admits the account.'),
  })
  .meta({ id: 'ActivateResponse' });
export type ActivateResponse = z.infer<typeof ActivateResponseSchema>;

/** Requests that send an e-mail only when an account exists; the answer is the same either way. */
export const EmailRequestSchema = z.object({ email: EmailSchema }).meta({ id: 'EmailRequest' });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

export const AcceptedResponseSchema = z
  .object({ status: z.literal('accepted') })
  .meta({ id: 'AcceptedResponse', description: 'Same answer whether or not the address has an account.' });
export type AcceptedResponse = z.infer<typeof AcceptedResponseSchema>;

export const SignInRequestSchema = z
  .object({ email: EmailSchema, password: secretText().min(1).max(PASSWORD_MAX_LENGTH) })
  .meta({ id: 'SignInRequest' });
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const SessionResponseSchema = z
  .object({
    token: z.string().describe('Session token for `Authorization: Bearer`; browsers use the `auth_token` cookie.'),
    user: UserSchema,
  })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const PasswordResetCompleteRequestSchema = z
  .object({ password: NewPasswordSchema, resetPasswordToken: OneTimeTokenSchema })
  .meta({ id: 'PasswordResetCompleteRequest' });
export type PasswordResetCompleteRequest = z.infer<typeof PasswordResetCompleteRequestSchema>;

export const InviteTokenParamsSchema = z.object({ token: OneTimeTokenSchema });

export const InviteInfoSchema = z
  .object({
    email: z.email().describe('The invited address; the account is created for exactly this address.'),
    projectName: z.string(),
    inviterName: z.string(),
    expiresAt: IsoDateTimeSchema,
    projectId: z
      .number()
      .int()
      .optional()
      .describe('The project the account joins; the app opens it once the account is created.'),
  })
  .meta({ id: 'InviteInfo' });
export type InviteInfo = z.infer<typeof InviteInfoSchema>;

/**
 * Signing up through an invitation: the link proves the address and a colleague vouched for the
 * person, so only a name and a password are asked; LinkedIn and background may still be given.
 */
export const InviteSignUpRequestSchema = z
  .object({ token: OneTimeTokenSchema, ...RegistrationFields, linkedinUrl: LinkedinUrlSchema.optional() })
  .meta({ id: 'InviteSignUpRequest' });
export type InviteSignUpRequest = z.infer<typeof InviteSignUpRequestSchema>;

/** Details of a `rate_limited` answer (also sent as the `Retry-After` header). */
export const RateLimitDetailsSchema = z.object({ retryAfterSeconds: z.number().int().min(1) });
export type RateLimitDetails = z.infer<typeof RateLimitDetailsSchema>;
