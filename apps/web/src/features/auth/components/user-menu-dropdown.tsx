import type { User } from '@caseboard/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSignOut } from '../api/sign-out';
import { UserMenuTrigger } from './user-menu-trigger';

const itemClass =
  'flex h-8 cursor-pointer items-center rounded-md px-3 text-sm text-ink outline-none data-[disabled]:text-ink-subtle data-[highlighted]:bg-surface-muted';

/** The account dropdown: who is signed in, the account page, and sign-out (which forgets every cached piece of their data). */
export default function UserMenuDropdown({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signOut = useSignOut({ afterSignOut: () => void navigate(paths.auth.signIn(), { replace: true }) });
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <UserMenuTrigger name={user.fullName} aria-label={t('userMenu.label', { name: user.fullName })} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-lg border border-line bg-surface p-1 shadow-[var(--shadow-overlay)]"
        >
          <div className="px-3 pt-2 pb-2.5">
            <p className="text-xs text-ink-subtle">{t('userMenu.signedInAs')}</p>
            <p className="truncate text-sm font-medium text-ink">{user.fullName}</p>
            <p className="truncate text-xs text-ink-muted">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.account.root}>{t('userMenu.account')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled={signOut.isPending} onSelect={() => signOut.mutate()} className={itemClass}>
            {signOut.isPending ? t('userMenu.signingOut') : t('userMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
