import { z } from 'zod';

/**
 * A project's theme: what every export of the project (deck, PDF, workbook) is dressed in. Fonts are
 * limited to ones installed with Office on Windows and macOS, so a deck that references the font by
 * name looks the same on the client's machine; no font has to be embedded.
 */
export const THEME_FONTS = ['Arial', 'Calibri', 'Georgia', 'Verdana'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

/** Largest logo, in bytes of the decoded image: a logo is a mark in a corner, not a photograph. */
export const MAX_LOGO_BYTES = 200 * 1024;
/** Characters of a data URL carrying `MAX_LOGO_BYTES` (base64 grows by 4/3) plus its prefix. */
export const MAX_LOGO_DATA_URL_LENGTH = Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 32;
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;

export const HexColourSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'A colour is "#" and six hex digits, e.g. "#1F4E79".')
  .transform((value) => value.toUpperCase())
  .describe('A colour as "#RRGGBB".');

export const ThemeFontSchema = z.enum(THEME_FONTS).describe('One of the fonts every export can reference safely.');

export const LogoDataUrlSchema = z
  .string()
  .max(MAX_LOGO_DATA_URL_LENGTH, 'The logo is larger than 200 KB.')
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'The logo must be a PNG or JPEG data URL.')
  .describe('The logo as a base64 data URL of a PNG or JPEG image of at most 200 KB.');

export const DEFAULT_THEME = { accentColor: '#1F4E79', font: 'Arial', logo: null } as const satisfies {
  accentColor: string;
  font: ThemeFont;
  logo: null;
};

export const ProjectThemeSchema = z
  .object({
    accentColor: z.string().describe('Accent colour as "#RRGGBB": titles, tracker, chart series.'),
    font: ThemeFontSchema,
    logo: z.string().nullable().describe('The logo as a data URL, or null for none.'),
  })
  .meta({ id: 'ProjectTheme' });
export type ProjectTheme = z.infer<typeof ProjectThemeSchema>;

/** Only the fields named change; `logo: null` removes the logo. */
export const UpdateThemeSchema = z
  .strictObject({
    accentColor: HexColourSchema.optional(),
    font: ThemeFontSchema.optional(),
    logo: LogoDataUrlSchema.nullable().optional(),
  })
  .meta({ id: 'UpdateTheme' });
export type UpdateTheme = z.input<typeof UpdateThemeSchema>;
