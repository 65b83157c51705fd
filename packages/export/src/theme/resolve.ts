import {
  DEFAULT_THEME,
  THEME_FONTS,
  type HypothesisStatus,
  type ProjectTheme,
  type ThemeFont,
} from '@caseboard/contracts';
import { decodeDataUrl, readImageInfo } from './image.js';

/**
 * How much wider than Arial each allowed font sets the same text (average over running English
 * text). Layout measures with Arial's metrics and multiplies, so a wider font gets smaller text or
 * fewer words per box rather than text that spills.
 */
const FONT_WIDTH_FACTOR: Record<ThemeFont, number> = { Arial: 1, Calibri: 0.92, Georgia: 1.1, Verdana: 1.2 };

/** The PDF has no Office fonts: the built-in PDF font closest to each. */
const PDF_FONT: Record<ThemeFont, { regular: string; bold: string }> = {
  Arial: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  Calibri: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  Verdana: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  Georgia: { regular: 'Times-Roman', bold: 'Times-Bold' },
};

export interface Logo {
  dataUrl: string;
  bytes: Buffer;
  mediaType: 'image/png' | 'image/jpeg';
  /** Aspect ratio, width over height. */
  ratio: number;
}

/** Colours are hex without "#", as both renderers want them. */
export interface RenderTheme {
  font: ThemeFont;
  widthFactor: number;
  pdfFont: { regular: string; bold: string };
  accent: string;
  /** A light tint of the accent for fills behind text. */
  accentSoft: string;
  ink: string;
  muted: string;
  subtle: string;
  line: string;
  panel: string;
  warn: string;
  status: Record<HypothesisStatus | 'missing', string>;
  /** Chart series colours: the accent first, then restrained greys (always six, one per possible series). */
  series: string[];
  logo: Logo | null;
}

function mix(hex: string, withHex: string, amount: number): string {
  const channel = (value: string, at: number) => parseInt(value.slice(at, at + 2), 16);
  return [0, 2, 4]
    .map((at) => Math.round(channel(hex, at) * (1 - amount) + channel(withHex, at) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export function resolveTheme(theme: ProjectTheme | null | undefined): RenderTheme {
  const font = (THEME_FONTS as readonly string[]).includes(theme?.font ?? '')
    ? (theme!.font as ThemeFont)
    : DEFAULT_THEME.font;
  const accent = /^#[0-9A-Fa-f]{6}$/.test(theme?.accentColor ?? '')
    ? theme!.accentColor.slice(1).toUpperCase()
    : DEFAULT_THEME.accentColor.slice(1);
  return {
    font,
    widthFactor: FONT_WIDTH_FACTOR[font],
    pdfFont: PDF_FONT[font],
    accent,
    accentSoft: mix(accent, 'FFFFFF', 0.88),
    ink: '1F2933',
    muted: '52606D',
    subtle: '7B8794',
    line: 'CBD2D9',
    panel: 'F5F7FA',
    warn: 'B45309',
    status: {
      supported: '2E7D32',
      refuted: 'C62828',
      inconclusive: 'B45309',
      untested: '616E7C',
      parked: '475569',
      missing: 'C62828',
    },
    series: [accent, '7B8794', 'B8C2CC', mix(accent, '000000', 0.45), mix(accent, 'FFFFFF', 0.55), '3E4C59'],
    logo: readLogo(theme?.logo ?? null),
  };
}

function readLogo(dataUrl: string | null): Logo | null {
  if (!dataUrl) return null;
  const decoded = decodeDataUrl(dataUrl);
  const info = decoded ? readImageInfo(decoded.bytes) : null;
  if (!decoded || !info || info.mediaType !== decoded.mediaType) return null;
  return { dataUrl, bytes: decoded.bytes, mediaType: info.mediaType, ratio: info.width / info.height };
}
