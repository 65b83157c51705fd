import type { common as en } from '../en/common';
import type { Messages } from '../types';

export const common: Messages<typeof en> = {
  appName: 'Caseboard',
  tagline: 'Von der Problemstellung zur Storyline',
  nav: {
    home: 'Start',
    newProject: 'Neues Projekt',
    project: 'Projekt',
    myProjects: 'Meine Projekte',
    account: 'Konto',
    breadcrumb: 'Brotkrümelnavigation',
    main: 'Hauptnavigation',
    skipToContent: 'Zum Inhalt springen',
    logoHome: 'Caseboard, zur Startseite',
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
    announce: 'Benachrichtigung',
    severity: {
      info: 'Information',
      success: 'Erfolg',
      warn: 'Warnung',
      error: 'Fehler',
      secondary: 'Hinweis',
      contrast: 'Hinweis',
    },
  },
  update: {
    title: 'Eine neue Version von Caseboard ist verfügbar',
    detail: 'Laden Sie neu, um sie zu nutzen. Ihre gespeicherte Arbeit bleibt unverändert.',
    reload: 'Jetzt neu laden',
  },
  unhandled: {
    title: 'Etwas ist schiefgelaufen',
    detail:
      'Eine Aktion wurde nicht abgeschlossen. Versuchen Sie es erneut; wenn es wieder passiert, laden Sie die Seite neu.',
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
    beta: 'Geschlossene Beta',
    legal: 'Rechtliches',
    privacyPolicy: 'Datenschutzerklärung',
    cookiePolicy: 'Cookie-Richtlinie',
    terms: 'Beta-Bedingungen',
    cookieSettings: 'Cookie-Einstellungen',
  },
  brand: {
    headline: 'Die Problemlösungskette, gemeinsam aufgebaut',
    lead: 'Strukturieren Sie ein Projekt so, wie Sie es in der Beratung gelernt haben – mit einem Assistenten, der jeden Schritt vorbereitet.',
    chainLabel: 'Die Kette',
    steps: {
      problem: 'Problemstellung',
      issueTree: 'Issue Tree',
      hypotheses: 'Hypothesenbaum',
      workPlan: 'Arbeitsplan',
      analyses: 'Analysen',
      storyline: 'Storyline',
    },
  },
  consent: {
    title: 'Ihre Datenschutzeinstellungen',
    message:
      'Caseboard verwendet Cookies, die für die Anmeldung und das Speichern Ihrer Sprache nötig sind. Mit Ihrer Erlaubnis nutzen wir außerdem Analyse-Cookies, um zu verstehen, welche Teile des Produkts Beraterinnen und Beratern am meisten helfen. Sie können Ihre Wahl jederzeit unter „Cookie-Einstellungen“ ändern.',
    policyLink: 'Cookie-Richtlinie lesen',
    accept: 'Analyse erlauben',
    necessaryOnly: 'Nur notwendige',
  },
  cookiePreferences: {
    title: 'Cookie-Einstellungen',
    intro:
      'Wählen Sie, welche Cookies Caseboard auf diesem Gerät verwenden darf. Notwendige Cookies halten das Produkt funktionsfähig und lassen sich nicht abschalten.',
    necessary: {
      title: 'Notwendig',
      description: 'Anmeldung (auth_token), Ihre Sprache (i18n_redirected) und diese Auswahl (cookie_consent).',
      state: 'Immer aktiv',
    },
    analytics: {
      title: 'Analyse',
      description:
        'Anonyme Nutzungsstatistiken (_ga, _ga_*), die uns zeigen, welche Funktionen wir zuerst verbessern sollten.',
    },
    policyLink: 'Cookie-Richtlinie',
    save: 'Auswahl speichern',
    necessaryOnly: 'Nur notwendige',
    acceptAll: 'Alle akzeptieren',
    saved: 'Ihre Cookie-Einstellungen sind gespeichert.',
  },
  smallScreen: {
    title: 'Für größere Bildschirme optimiert',
    message:
      'Caseboard ist für Laptops und Desktop-Bildschirme gebaut, auf denen Issue Trees und Arbeitspläne Platz haben. Die mobile Unterstützung ist noch nicht vollständig verfügbar, daher wirken manche Ansichten beengt.',
    confirm: 'Trotzdem fortfahren',
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
