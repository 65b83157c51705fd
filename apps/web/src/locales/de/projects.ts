import type { projects as en } from '../en/projects';
import type { Messages } from '../types';

export const projects: Messages<typeof en> = {
  list: {
    title: 'Meine Projekte',
  },
  new: {
    title: 'Neues Projekt',
  },
  example: {
    title: 'Beispielprojekt',
  },
};
