import type { tree as en } from '../en/tree';
import type { Messages } from '../types';

/** Baumansichten: Anordnung, Ebenen, Fokus, Präsentation und Bearbeiten mit der Maus. */
export const tree: Messages<typeof en> = {
  view: {
    layout: 'Anordnung',
    horizontal: 'Von links nach rechts',
    vertical: 'Von oben nach unten',
    levels: 'Ebenen zeigen',
    levelsAll: 'Alle',
    levelsOption_one: 'Nur die oberste Ebene zeigen',
    levelsOption_other: '{{count}} Ebenen zeigen',
    levelsAllOption: 'Alle Ebenen zeigen',
    fitWidth: 'An Breite anpassen',
    present: 'Präsentieren',
    focusTrail: 'Zweig im Fokus',
    wholeTree: 'Ganzer Baum',
  },
  actions: {
    toolbar: 'Knotenaktionen',
    menu: 'Knotenaktionen',
    more: 'Weitere Aktionen',
    addChild: 'Unterpunkt hinzufügen',
    addSibling: 'Gleichrangigen Punkt hinzufügen',
    indent: 'Einrücken',
    outdent: 'Ausrücken',
    expand: 'Mit KI erweitern',
    focus: 'Auf diesen Zweig fokussieren',
    comment: 'Kommentieren',
    delete: 'Löschen',
    deleteMany: '{{count}} Knoten löschen',
    dropHere: 'Hierher verschieben',
  },
  moved: {
    one: '„{{label}}“ unter „{{parent}}“ verschoben',
    many: '{{count}} Knoten unter „{{parent}}“ verschoben',
    undo: 'Rückgängig',
  },
  presentation: {
    title: 'Präsentation: {{tree}}',
    next: 'Nächste Ebene',
    previous: 'Vorige Ebene',
    exit: 'Präsentation beenden',
    level: 'Ebene {{level}} von {{total}}',
    hint: 'Pfeiltasten oder Leertaste zum Weiterschalten, Esc zum Beenden',
  },
};
