import { deferredComponent, lazyComponent } from '@/lib/lazy-component';
import { useMe } from '../api/get-me';
import { UserMenuTrigger } from './user-menu-trigger';

// The dropdown (Radix menu and its positioning) loads after the page, so it never weighs on sign-in.
// Until it is here the trigger shows, inert, without a Suspense fallback (lib/lazy-component.tsx).
const UserMenuDropdown = deferredComponent(
  lazyComponent(() => import('./user-menu-dropdown').then((module) => module.default)),
  ({ user }) => <UserMenuTrigger name={user.fullName} inert />,
);

/** The header's account menu: the user's name, and sign-out. */
export function UserMenu() {
  const { data: user } = useMe();
  if (!user) return null;
  return <UserMenuDropdown user={user} />;
}
