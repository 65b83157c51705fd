import type { editor as en } from '../en/editor';
import type { Messages } from '../types';

export const editor: Messages<typeof en> = {
  proposal: {
    kept_one: 'Ihr {{count}} Knoten bleibt, wie Sie ihn hinterlassen haben.',
    kept_other: 'Ihre {{count}} Knoten bleiben, wie Sie sie hinterlassen haben.',
  },
  links: {
    addHypothesis: 'Diesen Punkt auf eine Hypothese stützen',
    choose: 'Hypothese hinzufügen …',
    unlink: '„{{point}}“ nicht mehr auf „{{hypothesis}}“ stützen',
    broken_one: '{{count}} Verweis zeigt auf eine Hypothese, die nicht mehr im Baum ist.',
    broken_other: '{{count}} Verweise zeigen auf Hypothesen, die nicht mehr im Baum sind.',
  },
};
