import { describe, expect, it } from 'vitest';
import { composeEmail, type AccountEmailKind } from './emails.js';

const publicUrl = new URL('https://caseboard.example.com');
const token = 'T'.repeat(43);
const params = {
  activation: { name: 'Ada', token, linkedinUrl: 'https://www.linkedin.com/in/ada' },
  active: { name: 'Ada' },
  waitlisted: { name: 'Ada' },
  admitted: { name: 'Ada' },
  passwordReset: { name: 'Ada', token },
  passwordChanged: { name: 'Ada' },
  duplicateSignUp: { name: 'Ada' },
} satisfies Record<AccountEmailKind, unknown>;

describe('account e-mails', () => {
  it('exist in English and German, as text and HTML, with absolute links to the web routes', () => {
    for (const kind of Object.keys(params) as AccountEmailKind[]) {
      const en = composeEmail(kind, 'en', params[kind] as never, publicUrl);
      const de = composeEmail(kind, 'de', params[kind] as never, publicUrl);
      expect(en.subject, kind).not.toBe(de.subject);
      expect(en.text.length, kind).toBeGreaterThan(80);
      expect(de.html, kind).toContain('<!doctype html>');
    }
    expect(composeEmail('activation', 'de', params.activation, publicUrl).text).toContain(
      `https://caseboard.example.com/auth/activate-user/${token}`,
    );
    expect(composeEmail('passwordReset', 'en', params.passwordReset, publicUrl).text).toContain(
      `https://caseboard.example.com/auth/reset-password/${token}`,
    );
  });

  it('fall back to English for a language we do not write', () => {
    expect(composeEmail('active', 'fr', { name: 'Ada' }, publicUrl).subject).toBe('Your Caseboard account is active');
  });

  it('escape names in HTML, so a name cannot inject markup', () => {
    const mail = composeEmail('duplicateSignUp', 'en', { name: '<img src=x onerror=alert(1)>' }, publicUrl);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
