import type { Locale } from '@caseboard/contracts';
import { renderEmail, type EmailContent, type RenderedEmail } from '../../mail/template.js';

/**
 * Every account e-mail, in each interface language (the invitation e-mail is the projects area's). The text lives with the API (not the web
 * locales) because the server sends it; German is typed against English, so a missing e-mail is a
 * type error. Each function returns content; `composeEmail` renders text and HTML with absolute links.
 */
interface AccountEmails {
  activation(p: { name: string; token: string; linkedinUrl: string }): EmailContent;
  active(p: { name: string }): EmailContent;
  waitlisted(p: { name: string }): EmailContent;
  admitted(p: { name: string }): EmailContent;
  passwordReset(p: { name: string; token: string }): EmailContent;
  passwordChanged(p: { name: string }): EmailContent;
  duplicateSignUp(p: { name: string }): EmailContent;
}

const en: AccountEmails = {
  activation: ({ name, token, linkedinUrl }) => ({
    subject: 'Activate your Caseboard account',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Thank you for applying to the Caseboard beta. Confirm that this address is yours to activate the account.',
      `The application was made with the LinkedIn profile ${linkedinUrl}. The link works once, for 48 hours.`,
    ],
    action: { label: 'Activate account', path: `/auth/activate-user/${token}` },
    footer: ['If you did not sign up, ignore this e-mail: without this link no account is activated.'],
  }),
  active: ({ name }) => ({
    subject: 'Your Caseboard account is active',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your address is confirmed and you have a seat in the closed beta.',
      'Sign in to start your first project: a sharp problem statement is the best place to begin.',
    ],
    action: { label: 'Sign in', path: '/auth/sign-in' },
  }),
  waitlisted: ({ name }) => ({
    subject: 'You are on the Caseboard waiting list',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your address is confirmed. Every seat in the closed beta is taken at the moment, so your account is on the waiting list.',
      'We choose participants from the list, with preference for former consultants of strategy firms, and will e-mail you as soon as a seat is yours.',
    ],
  }),
  admitted: ({ name }) => ({
    subject: 'A seat in the Caseboard beta is yours',
    greeting: `Hello ${name},`,
    paragraphs: [
      'A seat in the closed beta has become free and we have given it to you.',
      'Sign in with this address and the password you chose when you applied.',
    ],
    action: { label: 'Sign in', path: '/auth/sign-in' },
  }),
  passwordReset: ({ name, token }) => ({
    subject: 'Reset your Caseboard password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'We received a request to reset the password of the Caseboard account for this address.',
      'The link works once, for 60 minutes. Asking again replaces it.',
    ],
    action: { label: 'Choose a new password', path: `/auth/reset-password/${token}` },
    footer: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
  }),
  passwordChanged: ({ name }) => ({
    subject: 'Your Caseboard password was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      'The password of your Caseboard account has just been changed, and every session was signed out.',
      'If this was you, there is nothing else to do. If it was not, reset your password now.',
    ],
    action: { label: 'Reset password', path: '/auth/forgot-password' },
  }),
  duplicateSignUp: ({ name }) => ({
    subject: 'Someone tried to register with your address',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone, perhaps you, just tried to sign up for Caseboard with this address. It already has an account, so no new one was created.',
      'If it was you, sign in; if you forgot your password, you can reset it on the sign-in page. If it was not you, you can ignore this e-mail.',
    ],
    action: { label: 'Sign in', path: '/auth/sign-in' },
  }),
};

const de: AccountEmails = {
  activation: ({ name, token, linkedinUrl }) => ({
    subject: 'Aktivieren Sie Ihr Caseboard-Konto',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'vielen Dank für Ihre Bewerbung für die Caseboard-Beta. Bestätigen Sie, dass diese Adresse Ihnen gehört, um das Konto zu aktivieren.',
      `Die Bewerbung nennt das LinkedIn-Profil ${linkedinUrl}. Der Link funktioniert einmal und 48 Stunden lang.`,
    ],
    action: { label: 'Konto aktivieren', path: `/auth/activate-user/${token}` },
    footer: [
      'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne diesen Link wird kein Konto aktiviert.',
    ],
  }),
  active: ({ name }) => ({
    subject: 'Ihr Caseboard-Konto ist aktiv',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'Ihre Adresse ist bestätigt, und Sie haben einen Platz in der geschlossenen Beta.',
      'Melden Sie sich an und beginnen Sie Ihr erstes Projekt – am besten mit einer präzisen Problemstellung.',
    ],
    action: { label: 'Anmelden', path: '/auth/sign-in' },
  }),
  waitlisted: ({ name }) => ({
    subject: 'Sie stehen auf der Caseboard-Warteliste',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'Ihre Adresse ist bestätigt. Derzeit sind alle Plätze der geschlossenen Beta vergeben, daher steht Ihr Konto auf der Warteliste.',
      'Wir wählen die Teilnehmenden aus der Warteliste aus, bevorzugt ehemalige Beraterinnen und Berater von Strategieberatungen, und schreiben Ihnen, sobald ein Platz für Sie frei ist.',
    ],
  }),
  admitted: ({ name }) => ({
    subject: 'Ein Platz in der Caseboard-Beta gehört Ihnen',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'in der geschlossenen Beta ist ein Platz frei geworden, und wir haben ihn Ihnen gegeben.',
      'Melden Sie sich mit dieser Adresse und dem Passwort an, das Sie bei der Bewerbung gewählt haben.',
    ],
    action: { label: 'Anmelden', path: '/auth/sign-in' },
  }),
  passwordReset: ({ name, token }) => ({
    subject: 'Caseboard-Passwort zurücksetzen',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'wir haben eine Anfrage erhalten, das Passwort des Caseboard-Kontos für diese Adresse zurückzusetzen.',
      'Der Link funktioniert einmal und 60 Minuten lang. Eine neue Anfrage ersetzt ihn.',
    ],
    action: { label: 'Neues Passwort wählen', path: `/auth/reset-password/${token}` },
    footer: ['Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.'],
  }),
  passwordChanged: ({ name }) => ({
    subject: 'Ihr Caseboard-Passwort wurde geändert',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'das Passwort Ihres Caseboard-Kontos wurde soeben geändert, und alle Sitzungen wurden abgemeldet.',
      'Wenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, setzen Sie Ihr Passwort jetzt zurück.',
    ],
    action: { label: 'Passwort zurücksetzen', path: '/auth/forgot-password' },
  }),
  duplicateSignUp: ({ name }) => ({
    subject: 'Jemand wollte sich mit Ihrer Adresse registrieren',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'jemand, vielleicht Sie selbst, hat soeben versucht, sich mit dieser Adresse bei Caseboard zu registrieren. Für die Adresse besteht bereits ein Konto, daher wurde kein neues angelegt.',
      'Wenn Sie das waren, melden Sie sich an; haben Sie Ihr Passwort vergessen, können Sie es auf der Anmeldeseite zurücksetzen. Wenn nicht, können Sie diese E-Mail ignorieren.',
    ],
    action: { label: 'Anmelden', path: '/auth/sign-in' },
  }),
};

const byLocale: Record<Locale, AccountEmails> = { en, de };

export type AccountEmailKind = keyof AccountEmails;

/** The rendered e-mail of a kind, in a language (English for anything unknown), with links under publicUrl. */
export function composeEmail<K extends AccountEmailKind>(
  kind: K,
  locale: string,
  params: Parameters<AccountEmails[K]>[0],
  publicUrl: URL,
): RenderedEmail {
  const texts = byLocale[locale === 'de' ? 'de' : 'en'];
  const content = (texts[kind] as (p: Parameters<AccountEmails[K]>[0]) => EmailContent)(params);
  return renderEmail(content, publicUrl);
}
