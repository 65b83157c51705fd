import type { SignUpRequest } from '@caseboard/contracts';
import type { ReceivedMail } from './smtp.js';
import type { TestApp } from './test-app.js';

let sequence = 0;

/** A fresh address per call, so mails and rate-limit counters of different tests never meet. */
export function uniqueEmail(label = 'person'): string {
  sequence += 1;
  return `${label}.${sequence}.${Date.now().toString(36)}@example.com`;
}

export const GOOD_PASSWORD = 'Plum orchard at dusk 7';

export function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    fullName: 'Ada Lovelace',
    linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace',
    ageConfirmed: true,
    termsAccepted: true,
    ...overrides,
  };
}

/** The token of the first link to `path` (e.g. `/auth/activate-user`) in a mail's text. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return match[1]!;
}

let addressSequence = 0;
/**
 * A client address of its own for each request by default, so tests about one thing never trip the
 * per-address limits by accident; tests about those limits pass one address explicitly.
 */
export function freshAddress(): string {
  addressSequence += 1;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

export const mailTo = (t: TestApp, email: string, subject: RegExp) =>
  t.smtp.waitFor((mail) => mail.to.includes(email) && subject.test(mail.subject));

export async function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: freshAddress() });
}

/** Signs up through the API and follows the activation link; returns the address and password. */
export async function signUpAndActivate(t: TestApp, overrides: Partial<SignUpRequest> = {}) {
  const body = signUpBody(overrides);
  const res = await post(t, '/api/v1/auth/sign-up', body);
  if (res.statusCode !== 202) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
  const mail = await mailTo(t, body.email, /Activate|Aktivieren/);
  const activated = await post(t, '/api/v1/auth/activate', { token: linkToken(mail, '/auth/activate-user') });
  if (activated.statusCode !== 200) throw new Error(`activation answered ${activated.statusCode}: ${activated.body}`);
  return { ...body, status: activated.json().status as 'active' | 'waitlisted' };
}

export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}
