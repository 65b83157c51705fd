import type { auth as en } from '../en/auth';
import type { Messages } from '../types';

export const auth: Messages<typeof en> = {
  signIn: {
    title: 'Anmelden',
    subtitle: 'Willkommen zurück bei Caseboard.',
  },
  signUp: {
    title: 'Der Beta beitreten',
    subtitle: 'Caseboard ist in einer geschlossenen Beta für ehemalige Strategieberaterinnen und -berater.',
  },
  forgotPassword: {
    title: 'Passwort zurücksetzen',
  },
  resetPassword: {
    title: 'Neues Passwort wählen',
  },
  activate: {
    title: 'Konto aktivieren',
  },
  invite: {
    title: 'Einladung annehmen',
  },
};
