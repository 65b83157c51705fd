import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { meQueryOptions } from './api/get-me';

/** Loader for routes not marked anonymous: visitors go to sign-in with the full original path to return to. */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const user = await queryClient.ensureQueryData(meQueryOptions());
  if (!user) {
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}${url.hash}`;
    throw redirect(paths.auth.signIn(back === paths.root ? undefined : back));
  }
  return null;
}

/** Loader for the auth pages: a signed-in user has no business there and goes to `/`. */
export async function anonymousOnly() {
  const user = await queryClient.ensureQueryData(meQueryOptions());
  if (user) throw redirect(paths.root);
  return null;
}
