import type { common as en } from '../en/common';
import type { Messages } from '../types';

export const common: Messages<typeof en> = {
  appName: 'Caseboard',
  tagline: 'Von der Problemstellung zur Storyline',
  nav: {
    home: 'Start',
    myProjects: 'Meine Projekte',
    breadcrumb: 'Brotkrümelnavigation',
    main: 'Hauptnavigation',
    skipToContent: 'Zum Inhalt springen',
  },
  actions: {
    reload: 'Neu laden',
    goHome: 'Zur Startseite',
    retry: 'Erneut versuchen',
    cancel: 'Abbrechen',
    close: 'Schließen',
    save: 'Speichern',
    confirm: 'Bestätigen',
  },
  toast: {
    region: 'Benachrichtigungen ({hotkey})',
  },
  status: {
    loading: 'Wird geladen …',
  },
  language: {
    label: 'Sprache',
    en: 'English',
    de: 'Deutsch',
  },
  footer: {
    rights: '© {{year}} Caseboard',
  },
  error_page: {
    not_found: {
      title: 'Seite nicht gefunden',
      message: 'Seite nicht gefunden: {{path}}',
      button: 'Zur Startseite',
    },
    server_error: {
      title: 'Etwas ist schiefgelaufen',
      message:
        'Ein unerwarteter Fehler hat diese Seite angehalten. Neu laden hilft meistens; Ihre gespeicherte Arbeit ist sicher.',
      button: 'Seite neu laden',
    },
  },
  errors: {
    network_error: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    unexpected_response: 'Der Server hat unerwartet geantwortet. Versuchen Sie es gleich noch einmal.',
    validation_failed: 'Einige Felder müssen korrigiert werden.',
    rate_limited: 'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es erneut.',
    internal_error: 'Bei uns ist etwas schiefgelaufen. Versuchen Sie es gleich noch einmal.',
    unauthorized: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
    not_found: 'Das wurde nicht gefunden.',
  },
};
