import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account-limits.js';
import { EmailSchema, FullNameSchema, NewPasswordSchema, UserStatusSchema } from './auth.js';
import { IsoDateTimeSchema, oneLineText, secretText } from './common.js';
import { LocaleSchema } from './config.js';

/** The e-mails a person may turn off or on; sign-in, security and account e-mails always go out. */
export const NotificationSettingsSchema = z
  .object({
    mentions: z.boolean().describe('E-mail when someone mentions me in a project.'),
    sharing: z.boolean().describe('E-mail when someone shares a project with me.'),
    productUpdates: z.boolean().describe('Occasional e-mails about new features of the beta.'),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The signed-in person's own account as the account page shows it. */
export const AccountSchema = z
  .object({
    id: z.number().int(),
    email: z.email(),
    fullName: z.string(),
    locale: LocaleSchema,
    status: UserStatusSchema,
    linkedinUrl: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
    notifications: NotificationSettingsSchema,
    pendingEmail: z
      .email()
      .nullable()
      .describe('An address a confirmation link was sent to and not yet used; null when none is pending.'),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = z.object({ account: AccountSchema }).meta({ id: 'AccountResponse' });
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

export const UpdateAccountRequestSchema = z
  .strictObject({
    fullName: FullNameSchema.optional(),
    locale: LocaleSchema.optional(),
    notifications: NotificationSettingsSchema.partial().strict().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change')
  .meta({ id: 'UpdateAccountRequest' });
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequestSchema>;

const CurrentPasswordSchema = secretText().min(1).max(PASSWORD_MAX_LENGTH);

export const ChangePasswordRequestSchema = z
  .strictObject({ currentPassword: CurrentPasswordSchema, newPassword: NewPasswordSchema })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangeEmailRequestSchema = z
  .strictObject({ newEmail: EmailSchema, currentPassword: CurrentPasswordSchema })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

export const ConfirmEmailRequestSchema = z
  .strictObject({ token: oneLineText().min(1).max(100) })
  .meta({ id: 'ConfirmEmailRequest' });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

export const ConfirmEmailResponseSchema = z.object({ email: z.email() }).meta({ id: 'ConfirmEmailResponse' });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponseSchema>;

export const AccountSessionSchema = z
  .object({
    id: z.number().int(),
    current: z.boolean().describe('The session this request came with.'),
    browser: z.string().nullable().describe('Browser read from the User-Agent, e.g. "Firefox"; null when unknown.'),
    os: z.string().nullable().describe('Operating system read from the User-Agent, e.g. "Windows"; null when unknown.'),
    address: z.string().nullable().describe('The client address at sign-in.'),
    createdAt: IsoDateTimeSchema,
    lastSeenAt: IsoDateTimeSchema,
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z
  .object({ sessions: z.array(AccountSessionSchema) })
  .meta({ id: 'AccountSessionList' });
export type AccountSessionList = z.infer<typeof AccountSessionListSchema>;

export const SessionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const SignedOutSessionsSchema = z
  .object({ signedOut: z.number().int().min(0) })
  .meta({ id: 'SignedOutSessions' });
export type SignedOutSessions = z.infer<typeof SignedOutSessionsSchema>;

export const DataExportStatusSchema = z.enum(['preparing', 'ready', 'failed']);

export const DataExportSchema = z
  .object({
    id: z.number().int(),
    status: DataExportStatusSchema,
    createdAt: IsoDateTimeSchema,
    readyAt: IsoDateTimeSchema.nullable(),
    expiresAt: IsoDateTimeSchema.nullable().describe('The download works until then (24 hours after it is ready).'),
    sizeBytes: z.number().int().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportListSchema = z
  .object({ exports: z.array(DataExportSchema).describe('Newest first; expired ones are gone.') })
  .meta({ id: 'DataExportList' });
export type DataExportList = z.infer<typeof DataExportListSchema>;

export const DataExportIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const DeleteAccountRequestSchema = z
  .strictObject({ password: CurrentPasswordSchema })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
