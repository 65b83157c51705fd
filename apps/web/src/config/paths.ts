import { stripLocalePrefix } from '@/lib/locale-url';

/** Every route path of the app, in one place (spec section 2). */
export const paths = {
  root: '/',
  auth: {
    signIn: (returnUrl?: string) =>
      returnUrl ? `/auth/sign-in?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/sign-in',
    signUp: '/auth/sign-up',
    forgotPassword: '/auth/forgot-password',
    resetPassword: (token: string) => `/auth/reset-password/${token}`,
    activateUser: (token: string) => `/auth/activate-user/${token}`,
    inviteUser: (token: string) => `/auth/invite-user/${token}`,
  },
  /** The classic (1.0) pages: their URLs keep the spec's /v1.0 prefix. */
  classic: {
    projects: '/v1.0/projects',
    newProject: '/v1.0/projects/new',
    project: (id: number | string) => `/v1.0/projects/${id}`,
    example: '/v1.0/projects/example',
  },
  account: {
    root: '/account',
    confirmEmail: (token: string) => `/account/confirm-email/${token}`,
  },
  projects: {
    new: '/projects/new',
    project: (id: number | string, step?: string) => (step ? `/projects/${id}/${step}` : `/projects/${id}`),
  },
} as const;

/**
 * Only same-site paths may be followed after sign-in (no open redirect): "/x" yes, "//evil" or "https://" no.
 * A language prefix (`/de/x`, when the URL strategy uses one) is dropped: the router adds its own.
 */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, 'https://caseboard.invalid');
    return url.origin === 'https://caseboard.invalid'
      ? `${stripLocalePrefix(url.pathname)}${url.search}${url.hash}`
      : undefined;
  } catch {
    return undefined;
  }
}
