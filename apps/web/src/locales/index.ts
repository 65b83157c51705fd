import type { Locale } from '@caseboard/contracts';
import type { account } from './en/account';
import type { auth } from './en/auth';
import type { common } from './en/common';
import type { editor } from './en/editor';
import type { evidence } from './en/evidence';
import type { exportNs } from './en/export';
import type { handover } from './en/handover';
import type { history } from './en/history';
import type { legal } from './en/legal';
import type { projects } from './en/projects';
import type { review } from './en/review';
import type { tree } from './en/tree';
import type { workspace } from './en/workspace';

/**
 * One namespace per area of the app; each feature owns its namespace file in every language
 * (`locales/<lang>/<namespace>.ts`). English `common` and `auth` ship with the first page; every other
 * namespace and language loads on demand (see lib/i18n.ts), so the sign-in page stays small.
 */
export interface Resources {
  common: typeof common;
  auth: typeof auth;
  projects: typeof projects;
  workspace: typeof workspace;
  legal: typeof legal;
  export: typeof exportNs;
  evidence: typeof evidence;
  account: typeof account;
  editor: typeof editor;
  handover: typeof handover;
  history: typeof history;
  tree: typeof tree;
  review: typeof review;
}

export type Namespace = keyof Resources;
export const NAMESPACES: Namespace[] = [
  'common',
  'auth',
  'projects',
  'workspace',
  'legal',
  'export',
  'evidence',
  'account',
  'editor',
  'handover',
  'history',
  'tree',
  'review',
];
export const defaultNS = 'common' satisfies Namespace;

const loaders = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./index.ts', '!./types.ts']);

/** Loads one namespace of one language. */
export async function loadNamespace(locale: Locale, namespace: Namespace): Promise<Record<string, unknown>> {
  const load = loaders[`./${locale}/${namespace}.ts`];
  if (!load) throw new Error(`No translations for ${locale}/${namespace}`);
  const module = await load();
  // `export` is a reserved word, so that namespace's module names its object `exportNs`.
  return module[namespace === 'export' ? 'exportNs' : namespace] as Record<string, unknown>;
}
