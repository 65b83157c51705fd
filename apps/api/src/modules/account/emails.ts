import type { Locale } from '@caseboard/contracts';
import { renderEmail, type EmailContent, type RenderedEmail } from '../../mail/template.js';

/**
 * The account page's e-mails, in each interface language, through the same template as every
 * account e-mail (mail/template.ts). German is typed against English, so a missing one is a type error.
 */
interface AccountPageEmails {
  confirmEmailChange(p: { name: string; token: string; newEmail: string }): EmailContent;
  emailChangeRequested(p: { name: string; newEmail: string }): EmailContent;
  emailChangeTaken(p: { name: string }): EmailContent;
  emailChanged(p: { name: string; newEmail: string }): EmailContent;
  passwordChangedSignedIn(p: { name: string }): EmailContent;
  dataExportReady(p: { name: string; expiresAt: string }): EmailContent;
  accountDeleted(p: { name: string }): EmailContent;
  handoverOffered(p: { name: string; ownerName: string; project: string }): EmailContent;
  handoverAccepted(p: { name: string; memberName: string; project: string }): EmailContent;
  handoverDeclined(p: { name: string; memberName: string; project: string }): EmailContent;
}

const en: AccountPageEmails = {
  confirmEmailChange: ({ name, token, newEmail }) => ({
    subject: 'Confirm your new Caseboard address',
    greeting: `Hello ${name},`,
    paragraphs: [
      `You asked to sign in to Caseboard with ${newEmail} from now on. Confirm that this address is yours to make the change.`,
      'The link works once, for 24 hours. Until you use it, your account keeps its current address.',
    ],
    action: { label: 'Confirm new address', path: `/account/confirm-email/${token}` },
    footer: ['If you did not ask for this, ignore this e-mail: nothing changes without this link.'],
  }),
  emailChangeRequested: ({ name, newEmail }) => ({
    subject: 'Your Caseboard address is about to change',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Someone signed in to your Caseboard account asked to change its address to ${newEmail}. A confirmation link has been sent there; the address changes only when it is used.`,
      'If this was not you, change your password now and sign out every other session on your account page.',
    ],
    action: { label: 'Open account page', path: '/account' },
  }),
  emailChangeTaken: ({ name }) => ({
    subject: 'An address change to this address was not possible',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone asked to move a Caseboard account to this address. This address already has an account, so nothing was changed.',
      'If it was you, sign in with this address instead. Otherwise you can ignore this e-mail.',
    ],
    action: { label: 'Sign in', path: '/auth/sign-in' },
  }),
  emailChanged: ({ name, newEmail }) => ({
    subject: 'Your Caseboard address was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      `Your Caseboard account now signs in with ${newEmail}. E-mails about it go there from now on.`,
      'If this was not you, write at once to the operator named in Caseboard’s privacy policy.',
    ],
  }),
  passwordChangedSignedIn: ({ name }) => ({
    subject: 'Your Caseboard password was changed',
    greeting: `Hello ${name},`,
    paragraphs: [
      'The password of your Caseboard account was just changed on the account page, and every other session was signed out.',
      'If this was you, there is nothing else to do. If it was not, reset your password now.',
    ],
    action: { label: 'Reset password', path: '/auth/forgot-password' },
  }),
  dataExportReady: ({ name, expiresAt }) => ({
    subject: 'Your Caseboard data is ready to download',
    greeting: `Hello ${name},`,
    paragraphs: [
      'The ZIP file with your account, your projects with every saved version, their deck and workbook, and the feedback you sent is ready.',
      `Download it from your account page while signed in, until ${expiresAt} (UTC). After that it is deleted.`,
    ],
    action: { label: 'Open account page', path: '/account#data' },
  }),
  accountDeleted: ({ name }) => ({
    subject: 'Your Caseboard account was deleted',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Your Caseboard account has been deleted as you asked: your projects, your memberships and your sessions are gone.',
      'We keep only a record that the account existed and was deleted, and the feedback you sent without your name, as the beta terms describe. You are welcome to sign up again with this address at any time.',
    ],
  }),
  handoverOffered: ({ name, ownerName, project }) => ({
    subject: `${ownerName} offers you the project “${project}”`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `${ownerName} would like to hand the Caseboard project “${project}” over to you. If you accept, you become its owner and ${ownerName} stays on as an editor.`,
      'Accept or decline on your account page. If you do nothing, the project stays with its owner.',
    ],
    action: { label: 'Open account page', path: '/account#handover' },
  }),
  handoverAccepted: ({ name, memberName, project }) => ({
    subject: `${memberName} took over “${project}”`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `${memberName} accepted your offer and now owns the Caseboard project “${project}”. You stay on as an editor.`,
      'Deleting your account no longer deletes this project.',
    ],
    action: { label: 'Open account page', path: '/account#handover' },
  }),
  handoverDeclined: ({ name, memberName, project }) => ({
    subject: `${memberName} declined “${project}”`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `${memberName} declined your offer to take over the Caseboard project “${project}”. You still own it.`,
      'You can offer it to another editor on your account page.',
    ],
    action: { label: 'Open account page', path: '/account#handover' },
  }),
};

const de: AccountPageEmails = {
  confirmEmailChange: ({ name, token, newEmail }) => ({
    subject: 'Bestätigen Sie Ihre neue Caseboard-Adresse',
    greeting: `Hallo ${name},`,
    paragraphs: [
      `Sie möchten sich bei Caseboard künftig mit ${newEmail} anmelden. Bestätigen Sie, dass diese Adresse Ihnen gehört, um die Änderung abzuschließen.`,
      'Der Link funktioniert einmal und 24 Stunden lang. Bis dahin behält Ihr Konto seine bisherige Adresse.',
    ],
    action: { label: 'Neue Adresse bestätigen', path: `/account/confirm-email/${token}` },
    footer: ['Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne diesen Link ändert sich nichts.'],
  }),
  emailChangeRequested: ({ name, newEmail }) => ({
    subject: 'Ihre Caseboard-Adresse soll geändert werden',
    greeting: `Hallo ${name},`,
    paragraphs: [
      `In Ihrem Caseboard-Konto wurde beantragt, die Adresse in ${newEmail} zu ändern. Dorthin wurde ein Bestätigungslink geschickt; die Adresse ändert sich erst, wenn er verwendet wird.`,
      'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und melden Sie auf Ihrer Kontoseite alle anderen Sitzungen ab.',
    ],
    action: { label: 'Kontoseite öffnen', path: '/account' },
  }),
  emailChangeTaken: ({ name }) => ({
    subject: 'Eine Adressänderung auf diese Adresse war nicht möglich',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'Jemand wollte ein Caseboard-Konto auf diese Adresse umstellen. Für diese Adresse besteht bereits ein Konto, daher wurde nichts geändert.',
      'Wenn Sie das waren, melden Sie sich stattdessen mit dieser Adresse an. Andernfalls können Sie diese E-Mail ignorieren.',
    ],
    action: { label: 'Anmelden', path: '/auth/sign-in' },
  }),
  emailChanged: ({ name, newEmail }) => ({
    subject: 'Ihre Caseboard-Adresse wurde geändert',
    greeting: `Hallo ${name},`,
    paragraphs: [
      `Ihr Caseboard-Konto meldet sich jetzt mit ${newEmail} an. E-Mails dazu gehen ab sofort dorthin.`,
      'Wenn Sie das nicht waren, schreiben Sie sofort an den Betreiber, den die Datenschutzerklärung von Caseboard nennt.',
    ],
  }),
  passwordChangedSignedIn: ({ name }) => ({
    subject: 'Ihr Caseboard-Passwort wurde geändert',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'das Passwort Ihres Caseboard-Kontos wurde soeben auf der Kontoseite geändert, und alle anderen Sitzungen wurden abgemeldet.',
      'Wenn Sie das waren, ist nichts weiter zu tun. Wenn nicht, setzen Sie Ihr Passwort jetzt zurück.',
    ],
    action: { label: 'Passwort zurücksetzen', path: '/auth/forgot-password' },
  }),
  dataExportReady: ({ name, expiresAt }) => ({
    subject: 'Ihre Caseboard-Daten stehen zum Download bereit',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'die ZIP-Datei mit Ihrem Konto, Ihren Projekten mit jeder gespeicherten Version, deren Foliensatz und Arbeitsmappe sowie Ihrem Feedback ist fertig.',
      `Laden Sie sie angemeldet auf Ihrer Kontoseite herunter, bis ${expiresAt} (UTC). Danach wird sie gelöscht.`,
    ],
    action: { label: 'Kontoseite öffnen', path: '/account#data' },
  }),
  accountDeleted: ({ name }) => ({
    subject: 'Ihr Caseboard-Konto wurde gelöscht',
    greeting: `Hallo ${name},`,
    paragraphs: [
      'Ihr Caseboard-Konto wurde wie gewünscht gelöscht: Ihre Projekte, Mitgliedschaften und Sitzungen sind entfernt.',
      'Wir bewahren nur einen Nachweis auf, dass das Konto bestand und gelöscht wurde, sowie Ihr Feedback ohne Ihren Namen, wie es die Beta-Bedingungen beschreiben. Sie können sich jederzeit wieder mit dieser Adresse registrieren.',
    ],
  }),
  handoverOffered: ({ name, ownerName, project }) => ({
    subject: `${ownerName} bietet Ihnen das Projekt „${project}“ an`,
    greeting: `Hallo ${name},`,
    paragraphs: [
      `${ownerName} möchte Ihnen das Caseboard-Projekt „${project}“ übergeben. Wenn Sie annehmen, werden Sie Eigentümer:in, und ${ownerName} bleibt als Bearbeiter:in dabei.`,
      'Nehmen Sie das Angebot auf Ihrer Kontoseite an oder lehnen Sie es ab. Wenn Sie nichts tun, bleibt das Projekt bei seinem Eigentümer.',
    ],
    action: { label: 'Kontoseite öffnen', path: '/account#handover' },
  }),
  handoverAccepted: ({ name, memberName, project }) => ({
    subject: `${memberName} hat „${project}“ übernommen`,
    greeting: `Hallo ${name},`,
    paragraphs: [
      `${memberName} hat Ihr Angebot angenommen und ist jetzt Eigentümer:in des Caseboard-Projekts „${project}“. Sie bleiben als Bearbeiter:in dabei.`,
      'Wenn Sie Ihr Konto löschen, wird dieses Projekt nicht mehr gelöscht.',
    ],
    action: { label: 'Kontoseite öffnen', path: '/account#handover' },
  }),
  handoverDeclined: ({ name, memberName, project }) => ({
    subject: `${memberName} hat „${project}“ abgelehnt`,
    greeting: `Hallo ${name},`,
    paragraphs: [
      `${memberName} hat Ihr Angebot abgelehnt, das Caseboard-Projekt „${project}“ zu übernehmen. Es gehört weiterhin Ihnen.`,
      'Sie können es auf Ihrer Kontoseite einer anderen Person mit Bearbeitungsrechten anbieten.',
    ],
    action: { label: 'Kontoseite öffnen', path: '/account#handover' },
  }),
};

const byLocale: Record<Locale, AccountPageEmails> = { en, de };

export type AccountPageEmailKind = keyof AccountPageEmails;

/** The rendered e-mail of a kind in the recipient's language (English for anything unknown). */
export function composeAccountEmail<K extends AccountPageEmailKind>(
  kind: K,
  locale: string,
  params: Parameters<AccountPageEmails[K]>[0],
  publicUrl: URL,
): RenderedEmail {
  const texts = byLocale[locale === 'de' ? 'de' : 'en'];
  const content = (texts[kind] as (p: Parameters<AccountPageEmails[K]>[0]) => EmailContent)(params);
  return renderEmail(content, publicUrl);
}
