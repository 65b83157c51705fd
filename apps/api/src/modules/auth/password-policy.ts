import { AppError } from '../../lib/app-error.js';

let common: Promise<Set<string>> | undefined;

/**
 * The 49,000 most common passwords of the zxcvbn-ts project (breach corpora), lower-cased. Loaded on
 * first use (the app warms it at start) and kept in a Set: about 3 MB, a microsecond per lookup.
 */
export function loadCommonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Digits, punctuation and spaces (anything but letters) people wrap around a common word to pass a length rule. */
const PADDING = /^[^\p{L}]+|[^\p{L}]+$/gu;

export type PasswordProblem = 'common' | 'personal';

/**
 * Why a new password is refused, or null. No composition rules (NIST SP 800-63B): a password is
 * refused when it is a common one, a common one padded with digits or symbols ("Sunshine2024!"),
 * one character repeated, or built from the person's own address or name.
 */
export async function passwordProblem(
  password: string,
  person: { email: string; fullName?: string },
): Promise<PasswordProblem | null> {
  const lower = password.toLowerCase();
  const list = await loadCommonPasswords();
  const core = lower.replace(PADDING, '');
  if (list.has(lower) || (core.length > 0 && list.has(core)) || /^(.)\1*$/su.test(lower)) return 'common';
  const local = person.email.toLowerCase().split('@')[0] ?? '';
  const name = (person.fullName ?? '').toLowerCase().replace(/\s+/g, '');
  if (lower === person.email.toLowerCase()) return 'personal';
  if ((local.length >= 4 && core === local) || (name.length >= 4 && core === name)) return 'personal';
  return null;
}

/** Throws 400 `weak_password` (details name the field and the reason) when the password is refused. */
export async function assertAcceptablePassword(
  password: string,
  person: { email: string; fullName?: string },
  field = 'password',
): Promise<void> {
  const problem = await passwordProblem(password, person);
  if (problem) {
    throw new AppError('weak_password', {
      message:
        problem === 'common'
          ? 'This password is too common; choose a less predictable one.'
          : 'This password is made from your own address or name; choose another.',
      details: { path: field, reason: problem },
    });
  }
}
