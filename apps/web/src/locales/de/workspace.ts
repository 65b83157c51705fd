import type { workspace as en } from '../en/workspace';
import type { Messages } from '../types';

export const workspace: Messages<typeof en> = {
  title: 'Projekt',
  tree: {
    expand_one: '{{count}} verborgenen Knoten zeigen',
    expand_other: '{{count}} verborgene Knoten zeigen',
    collapse: 'Unterknoten ausblenden',
    labelInput: 'Knotentext',
    untitled: 'Ohne Titel',
    findings_one: '{{count}} Strukturhinweis',
    findings_other: '{{count}} Strukturhinweise',
    issueTree: 'Problembaum',
    hypothesisTree: 'Hypothesenbaum',
  },
  status: {
    untested: 'Ungeprüft',
    supported: 'Bestätigt',
    refuted: 'Widerlegt',
    inconclusive: 'Offen',
    parked: 'Zurückgestellt',
  },
};
