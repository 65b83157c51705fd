import { z } from 'zod';

import { I18N_URL_STRATEGIES, LOCALES } from './locales.js';

export const LocaleSchema = z.enum(LOCALES);

export const ModelOptionSchema = z.object({
  id: z.string().describe('Identifier stored on a project and sent to the generation API.'),
  label: z.string().describe('Name shown in the model picker.'),
  provider: z.enum(['offline', 'openai', 'anthropic']),
});

export type ModelOption = z.infer<typeof ModelOptionSchema>;

/** What the browser needs to know about this deployment, so one web build serves every deployment. */
export const PublicConfigSchema = z
  .object({
    maxProjects: z.number().int().min(1),
    analytics: z
      .object({ url: z.url(), tagId: z.string().nullable() })
      .nullable()
      .describe('Analytics script, loaded only after consent; null when not configured.'),
    consultingApiBase: z.string(),
    models: z.array(ModelOptionSchema),
    locales: z.array(LocaleSchema),
    i18n: z.object({
      urlStrategy: z.enum(I18N_URL_STRATEGIES).describe('no_prefix, or /de/... for every language but the default'),
      defaultLocale: LocaleSchema,
    }),
    links: z
      .object({
        feedbackForm: z.url().nullable().describe('External feedback form (FEEDBACK_FORM_URL); null when not set.'),
        dataRequestForm: z
          .url()
          .nullable()
          .describe('External data-subject-request form (DSR_FORM_URL); null when not set.'),
      })
      .describe('Forms the legal texts link out to.'),
    legalOperator: z
      .object({
        name: z.string().nullable().describe('LEGAL_OPERATOR_NAME; null when not set.'),
        address: z.string().nullable().describe('LEGAL_OPERATOR_ADDRESS; null when not set.'),
        email: z.string().nullable().describe('LEGAL_OPERATOR_EMAIL; null when not set.'),
      })
      .describe('Who operates this installation, as the legal texts name them.'),
    buildId: z.string(),
  })
  .meta({ id: 'PublicConfig' });

export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['ok', 'down']),
    version: z.string(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z
  .object({
    status: z
      .enum(['ready', 'draining', 'unavailable'])
      .describe(
        'ready: send traffic; draining: shutting down, send no new requests; unavailable: the database is down.',
      ),
    db: z.enum(['ok', 'down']),
    redis: z
      .enum(['ok', 'down', 'off'])
      .describe('Shared rate-limit counters; down means this instance counts on its own until Redis answers again.'),
    version: z.string(),
  })
  .meta({ id: 'Readiness' });

export type Readiness = z.infer<typeof ReadinessSchema>;

export const BuildManifestSchema = z.object({ buildId: z.string() });
export type BuildManifest = z.infer<typeof BuildManifestSchema>;
