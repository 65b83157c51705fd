import type { workspace as en } from '../en/workspace';
import type { Messages } from '../types';

export const workspace: Messages<typeof en> = {
  title: 'Projekt',
};
