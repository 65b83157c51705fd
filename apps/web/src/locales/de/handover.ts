import type { handover as en } from '../en/handover';
import type { Messages } from '../types';

/** Projekte an Bearbeiter:innen übergeben, auf der Kontoseite. */
export const handover: Messages<typeof en> = {
  title: 'Projekte übergeben',
  intro:
    'Geben Sie ein eigenes Projekt an eine Person mit Bearbeitungsrechten ab. Nimmt sie an, gehört es ihr und Sie bleiben als Bearbeiter:in dabei; so bleibt es erhalten, wenn Sie Ihr Konto löschen.',
  loading: 'Ihre Projekte werden geladen …',
  noProjects: 'Sie besitzen keine Projekte.',
  ownedCaption: 'Ihre Projekte',
  project: 'Projekt',
  status: 'Übergabe',
  noEditors: 'Noch keine Bearbeiter:innen: Teilen Sie das Projekt mit Bearbeitungsrechten, um es übergeben zu können.',
  chooseEditor: 'Bearbeiter:in für {{project}}',
  offer: 'Anbieten',
  offerLabel: 'Anbieten: {{project}} der gewählten Person',
  offered: '{{name}} angeboten, Antwort ausstehend.',
  offeredToast: '{{project}} wurde {{name}} angeboten. Die Person wurde per E-Mail benachrichtigt.',
  cancel: 'Angebot zurückziehen',
  cancelLabel: 'Angebot zurückziehen: {{project}}',
  cancelled: 'Das Angebot wurde zurückgezogen.',
  receivedTitle: 'Ihnen angeboten',
  receivedNone: 'Niemand hat Ihnen ein Projekt angeboten.',
  receivedFrom: '{{name}} ({{email}}) bietet Ihnen dieses Projekt an. Wenn Sie annehmen, gehört es Ihnen.',
  accept: 'Annehmen',
  acceptLabel: 'Annehmen: {{project}}',
  decline: 'Ablehnen',
  declineLabel: 'Ablehnen: {{project}}',
  accepted: '{{project}} gehört jetzt Ihnen.',
  declined: 'Sie haben {{project}} abgelehnt.',
  deleteOutcomeTitle: 'Was mit Ihren Projekten geschieht',
  deleteOutcomeDeleted: 'Wird für alle gelöscht.',
  deleteOutcomePending:
    '{{name}} angeboten, Antwort ausstehend: wird gelöscht, wenn {{name}} nicht annimmt, bevor Sie Ihr Konto löschen.',
  deleteOutcomeHint: 'Um ein Projekt zu erhalten, übergeben Sie es zuerst.',
  deleteOutcomeNone: 'Sie besitzen keine Projekte, es wird also keines gelöscht.',
  errors: {
    pending: 'Dieses Projekt ist bereits jemandem angeboten. Ziehen Sie dieses Angebot zuerst zurück.',
    notEligible: 'Diese Person hat keine Bearbeitungsrechte mehr für das Projekt.',
    limit: 'Sie besitzen bereits so viele Projekte wie erlaubt. Löschen Sie eines, um dieses zu übernehmen.',
    gone: 'Dieses Angebot besteht nicht mehr.',
    rateLimited: 'Zu viele Angebote für den Moment. Versuchen Sie es in einer Stunde erneut.',
    generic: 'Das hat nicht geklappt. Versuchen Sie es erneut.',
  },
};
