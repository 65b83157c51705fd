import type { DecisionRule } from '@caseboard/contracts';

/**
 * What a measured value says under the work plan's decision rule (the engine's "Validate hypotheses" reads
 * it the same way); undefined without a value. A verdict the team gave overrules it there.
 */
export function verdictByRule(
  value: number | undefined,
  rule: Pick<DecisionRule, 'comparator' | 'threshold'> | undefined,
): 'supports' | 'refutes' | undefined {
  if (value === undefined || !rule) return undefined;
  const { comparator, threshold } = rule;
  const holds =
    comparator === 'above'
      ? value > threshold
      : comparator === 'at-least'
        ? value >= threshold
        : comparator === 'below'
          ? value < threshold
          : value <= threshold;
  return holds ? 'supports' : 'refutes';
}

/**
 * A number as typed by a person: "12.5", "12,5", "-3", "1 200", and the locale's grouping ("1,200" in
 * English, "1.200" in German); undefined when the text is not a number.
 */
export function parseNumberInput(text: string, locale: 'en' | 'de' = 'en'): number | undefined {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^\u2212/, '-');
  const match = /^([-+]?)([\d.,]*\d)$/.exec(compact) ?? /^([-+]?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return undefined;
  const [, sign, digits] = match as unknown as [string, string, string];
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  // The decimal mark is the last separator, unless it only groups thousands in the reader's locale.
  let decimalAt = Math.max(lastDot, lastComma);
  const onlyOne = (digits.match(/[.,]/g) ?? []).length === 1;
  const grouping = locale === 'de' ? '.' : ',';
  if (decimalAt !== -1 && onlyOne && digits[decimalAt] === grouping && /^\d{1,3}[.,]\d{3}$/.test(digits))
    decimalAt = -1;
  const whole = decimalAt === -1 ? digits : digits.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : digits.slice(decimalAt + 1);
  if (/[.,]/.test(fraction)) return undefined;
  if (/[.,]/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return undefined;
  const value = Number(`${sign}${whole.replace(/[.,]/g, '') || '0'}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : undefined;
}
