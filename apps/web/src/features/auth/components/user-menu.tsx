import { lazy, Suspense } from 'react';
import { useMe } from '../api/get-me';
import { UserMenuTrigger } from './user-menu-trigger';

// The dropdown (Radix menu and its positioning) loads after the page, so it never weighs on sign-in.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The header's account menu: the user's name, and sign-out. */
export function UserMenu() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <Suspense fallback={<UserMenuTrigger name={user.fullName} inert />}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
