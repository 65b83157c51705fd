import type { MemberRole } from '@caseboard/contracts';
import type { EmailContent } from '../../mail/template.js';

type Locale = 'en' | 'de';

const roleWords: Record<Locale, Record<MemberRole, string>> = {
  en: { editor: 'an editor', commenter: 'a commenter', viewer: 'a viewer' },
  de: { editor: 'Bearbeiter:in', commenter: 'Kommentator:in', viewer: 'Leser:in' },
};

export const asLocale = (value: string | null | undefined): Locale => (value === 'de' ? 'de' : 'en');

/** To an existing account: a project was shared with them, waiting for their answer in the project list. */
export function sharedEmail(input: {
  locale: Locale;
  recipientName: string;
  inviterName: string;
  projectName: string;
  role: MemberRole;
  path: string;
}): EmailContent {
  const role = roleWords[input.locale][input.role];
  if (input.locale === 'de') {
    return {
      subject: `${input.inviterName} möchte „${input.projectName}“ mit Ihnen teilen`,
      greeting: `Guten Tag ${input.recipientName},`,
      paragraphs: [
        `${input.inviterName} lädt Sie zum Projekt „${input.projectName}“ in Caseboard ein, als ${role}.`,
        'Die Einladung wartet in Ihrer Projektliste: Nehmen Sie sie an, erscheint das Projekt unter „Mit mir geteilt“; lehnen Sie ab, erfährt niemand mehr über Sie.',
      ],
      action: { label: 'Einladung ansehen', path: input.path },
      footer: ['Sie erhalten diese E-Mail, weil jemand Ihre Adresse zu einem Projekt hinzugefügt hat.'],
    };
  }
  return {
    subject: `${input.inviterName} wants to share “${input.projectName}” with you`,
    greeting: `Hello ${input.recipientName},`,
    paragraphs: [
      `${input.inviterName} invited you to the project “${input.projectName}” on Caseboard as ${role}.`,
      'The invitation waits in your project list: accept it and the project appears under “Shared with me”; decline it and nobody learns more about you.',
    ],
    action: { label: 'See the invitation', path: input.path },
    footer: ['You received this e-mail because someone added your address to a project.'],
  };
}

/** To an address without an account: an invitation link to sign up and join. */
export function invitationEmail(input: {
  locale: Locale;
  inviterName: string;
  projectName: string;
  role: MemberRole;
  path: string;
}): EmailContent {
  const role = roleWords[input.locale][input.role];
  if (input.locale === 'de') {
    return {
      subject: `${input.inviterName} lädt Sie zu „${input.projectName}“ in Caseboard ein`,
      greeting: 'Guten Tag,',
      paragraphs: [
        `${input.inviterName} lädt Sie ein, am Projekt „${input.projectName}“ in Caseboard mitzuarbeiten, als ${role}.`,
        'Caseboard hilft Beraterinnen und Beratern, vom Problem Statement über Issue Tree und Hypothesen bis zur Storyline zu arbeiten. Mit dem Link legen Sie Ihr Konto an und treten dem Projekt bei.',
      ],
      action: { label: 'Einladung annehmen', path: input.path },
      footer: [
        'Der Link gilt sieben Tage und nur einmal.',
        'Wenn Sie niemanden dieses Namens kennen, ignorieren Sie diese E-Mail einfach.',
      ],
    };
  }
  return {
    subject: `${input.inviterName} invited you to “${input.projectName}” on Caseboard`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.inviterName} invited you to work on the project “${input.projectName}” on Caseboard as ${role}.`,
      'Caseboard helps consultants work from problem statement to issue tree, hypotheses and storyline. The link creates your account and adds you to the project.',
    ],
    action: { label: 'Accept the invitation', path: input.path },
    footer: ['The link works once and for seven days.', 'If you do not know the sender, you can ignore this e-mail.'],
  };
}
