import type { projects as en } from '../en/projects';
import type { Messages } from '../types';

export const projects: Messages<typeof en> = {
  list: {
    title: 'Meine Projekte',
    intro: 'Ihre Projekte, die mit Ihnen geteilten und ausgearbeitete Beispiele zum Lernen.',
    count: '{{count}} von {{max}} Projekten',
    create: 'Neues Projekt',
    limitReached: 'Sie haben die Grenze von {{max}} Projekten erreicht. Löschen Sie eines, um ein neues zu beginnen.',
    loadFailed: 'Die Projekte konnten nicht geladen werden.',
    own: {
      title: 'Ihre Projekte',
      emptyTitle: 'Beginnen Sie mit einer klaren Leitfrage',
      emptyBody:
        'Ein Projekt bündelt ein Problem: das Problem Statement, den Issue Tree, Ihre Hypothesen, den Arbeitsplan und die Storyline, die es beantwortet.',
      emptyAction: 'Erstes Projekt anlegen',
      emptyAlternative: 'Oder öffnen Sie unten ein Beispiel und nutzen Sie es als Vorlage.',
    },
    shared: {
      title: 'Mit mir geteilt',
      empty:
        'Noch ist nichts mit Ihnen geteilt. Sobald jemand Ihre E-Mail-Adresse zu einem Projekt hinzufügt, erscheint es hier.',
      range: '{{from}}–{{to}} von {{total}}',
      pagination: 'Seiten der geteilten Projekte',
    },
    invitations: {
      title: 'Einladungen',
      line: '{{inviter}} lädt Sie zu „{{project}}“ ein, als {{role}}',
      accept: 'Annehmen',
      acceptLabel: 'Einladung zu „{{project}}“ annehmen',
      decline: 'Ablehnen',
      declineLabel: 'Einladung zu „{{project}}“ ablehnen',
      accepted: '„{{project}}“ ist jetzt mit Ihnen geteilt',
      declined: 'Einladung zu „{{project}}“ abgelehnt',
    },
    examples: {
      title: 'Ausgearbeitete Beispiele',
      intro:
        'Vollständige Projekte, so geschrieben, wie ein starkes Team sie schreiben würde. Öffnen Sie eines zum Lesen oder kopieren Sie es als Ausgangspunkt.',
      current: 'Ganze Kette',
      classic: 'Klassisches Format',
      useTemplate: 'Als Vorlage nutzen',
      templateLimit: 'Vorlagen zählen zu Ihren {{max}} Projekten.',
    },
    columns: {
      name: 'Name',
      problem: 'Problem Statement',
      model: 'Modell',
      updated: 'Geändert',
      owner: 'Eigentümer:in',
      role: 'Ihre Rolle',
      actions: 'Aktionen',
    },
    actions: {
      open: 'Öffnen',
      rename: 'Umbenennen',
      members: 'Mitglieder',
      delete: 'Löschen',
      leave: 'Projekt verlassen',
      more: 'Aktionen für {{name}}',
      renameLabel: 'Neuer Name für {{name}}',
      save: 'Speichern',
      cancel: 'Abbrechen',
    },
    deleteConfirm: {
      header: '„{{name}}“ löschen?',
      message:
        'Das Projekt, seine gesamte Versionsgeschichte und der Zugang aller Mitglieder werden gelöscht. Das lässt sich nicht rückgängig machen.',
      accept: 'Projekt löschen',
    },
    noProblemStatement: 'Noch kein Problem Statement',
  },
  pagination: {
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
  },
  roles: {
    owner: 'Eigentümer:in',
    editor: 'Kann bearbeiten',
    commenter: 'Kann kommentieren',
    viewer: 'Kann lesen',
  },
  new: {
    title: 'Neues Projekt',
    intro:
      'Beginnen Sie mit einem klaren Problem Statement: die Ausgangslage, was sich verändert hat, und die Frage, die das Projekt beantworten muss.',
    classicIntro: 'Dieses Projekt nutzt das klassische Einseiten-Format (Version 1.0).',
    name: 'Projektname',
    namePlaceholder: 'z. B. FreshWay Margenerholung',
    problem: 'Problem Statement',
    problemPlaceholder:
      'z. B. Die EBIT-Marge ist in zwei Jahren von 4,1 % auf 2,3 % gefallen. Wie gewinnen wir innerhalb von 18 Monaten 150 Basispunkte zurück, ohne Marktanteile zu verlieren?',
    problemHint: 'Konkret, messbar und terminiert wirkt am besten. Sie können es später schärfen.',
    counter: '{{count}} / {{max}}',
    model: 'Modell',
    modelHint: 'Das Modell, das Artefakte für dieses Projekt entwirft. Sie können es später ändern.',
    submit: 'Projekt anlegen',
    cancel: 'Abbrechen',
    errors: {
      name: 'Geben Sie dem Projekt einen einzeiligen Namen mit höchstens 120 Zeichen.',
      problem: 'Beschreiben Sie das Problem in höchstens 4.000 Zeichen.',
      model: 'Wählen Sie eines der angebotenen Modelle.',
    },
    limitTitle: 'Sie haben {{count}} von {{max}} Projekten',
    limitBody: 'Löschen Sie ein Projekt, das Sie nicht mehr brauchen, dann können Sie ein neues beginnen.',
    limitAction: 'Zu meinen Projekten',
  },
  members: {
    open: 'Mitglieder',
    title: 'Mitglieder von „{{name}}“',
    description:
      'Wer dieses Projekt öffnen kann. Bearbeitende ändern das Dokument und benennen es um; Kommentierende lesen und kommentieren; Lesende sehen es an.',
    owner: 'Eigentümer:in',
    you: 'Sie',
    empty: 'Bisher hat nur die Eigentümerin oder der Eigentümer Zugang.',
    status: {
      active: 'Aktiv',
      invited: 'Eingeladen',
    },
    invitationExpires: 'Einladung gültig bis {{date}}',
    invitationExpired: 'Einladung abgelaufen: Fügen Sie die Adresse erneut hinzu, um eine neue zu senden',
    roleOf: 'Rolle von {{name}}',
    removeLabel: '{{name}} entfernen',
    removeConfirm: {
      header: '{{name}} entfernen?',
      message: 'Der Zugang zu „{{project}}“ endet sofort. Sie können die Person später wieder hinzufügen.',
      accept: 'Mitglied entfernen',
    },
    leaveConfirm: {
      header: '„{{project}}“ verlassen?',
      message: 'Ihr Zugang endet sofort. Die Eigentümerin oder der Eigentümer kann Sie wieder hinzufügen.',
      accept: 'Projekt verlassen',
    },
    add: {
      title: 'Mitglied hinzufügen',
      email: 'E-Mail-Adresse',
      emailPlaceholder: 'name@firma.de',
      role: 'Rolle',
      submit: 'Hinzufügen',
      hint: 'Wer noch kein Konto hat, erhält eine Einladung per E-Mail, sieben Tage gültig.',
      invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    },
    readOnly: 'Nur die Eigentümerin oder der Eigentümer kann Mitglieder hinzufügen oder entfernen.',
    demo: 'Beispiele sind mit allen geteilt und haben keine Mitglieder.',
    toast: {
      added: '{{email}} kann das Projekt jetzt öffnen',
      invited: 'Einladung an {{email}} gesendet',
      removed: '{{name}} wurde entfernt',
      left: 'Sie haben „{{project}}“ verlassen',
      roleFailed: 'Die Rolle konnte nicht geändert werden',
      removeFailed: 'Das Mitglied konnte nicht entfernt werden',
    },
  },
  toast: {
    created: 'Projekt „{{name}}“ angelegt',
    copied: '„{{name}}“ wurde in Ihre Projekte kopiert',
    updateFailed: 'Die Änderung konnte nicht gespeichert werden',
    deleteFailed: 'Das Projekt konnte nicht gelöscht werden',
    deleted: '„{{name}}“ gelöscht',
  },
  example: {
    title: 'Beispielprojekt',
  },
  errors: {
    project_limit_reached: 'Sie haben Ihre Projektgrenze erreicht. Löschen Sie ein Projekt, um ein neues zu beginnen.',
    unknown_model: 'Dieses Modell wird nicht mehr angeboten. Wählen Sie ein anderes.',
    invalid_document: 'Das Projektdokument ist nicht gültig.',
    already_member: 'Diese Person ist bereits Mitglied.',
    member_limit_reached: 'Ein Projekt kann höchstens 50 Mitglieder haben.',
    revision_conflict:
      'Jemand anderes hat das Projekt inzwischen geändert. Laden Sie es neu und versuchen Sie es noch einmal.',
    patch_invalid:
      'Diese Änderung passt nicht mehr zur gespeicherten Fassung des Projekts. Laden Sie es neu und versuchen Sie es noch einmal.',
    precondition_required:
      'Beim Speichern fehlte die Angabe, welche Fassung geändert wird. Laden Sie das Projekt neu und versuchen Sie es noch einmal.',
    forbidden: 'Ihre Rolle erlaubt das nicht.',
    not_found: 'Dieses Projekt gibt es nicht mehr, oder Sie haben keinen Zugang mehr.',
  },
  landing: {
    title: 'Ihre Arbeit',
    ownEmpty: 'Noch keine: Das Formular legt Ihr erstes an.',
    sharedEmpty: 'Noch nichts mit Ihnen geteilt.',
    all: 'Alle Projekte und Beispielprojekte',
  },
};
