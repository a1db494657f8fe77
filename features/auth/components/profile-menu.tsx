'use client';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useOpenOnArrival } from '@/lib/use-load-on-intent';
import type { SessionUser } from '@/lib/session/session-store';
import { Link, usePathname } from '@/i18n/navigation';
import { rolePages } from '@/lib/session/role-pages';
import { useSignOut } from '@/lib/session/sign-out';
import { pages } from '@/contracts/pages';
import { ProfileMenuLabel, profileMenuButtonClass } from './profile-menu-button';

const itemClass = 'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/**
 * The signed-in user's menu: profile, notifications with the unread count, installer or
 * dealer pages, sign-out; toggles on click and closes on an outside click or a route change. Its code (Headless UI's
 * Menu) loads when the visitor reaches for the button (account-menu.tsx), and takes over: `opened` / `focused`, the
 * stand-in button was clicked or focused before.
 */
export function ProfileMenu({ user, unread, opened, focused }: { user: SessionUser; unread: number; opened: boolean; focused: boolean }) {
  const t = useTranslations('auth.menu');
  const format = useFormatter();
  const pathname = usePathname();
  const signOut = useSignOut();
  const button = useOpenOnArrival(opened);
  const links = [
    { href: pages.profile(), label: t('profile') },
    { href: pages.notifications(), label: t('notifications'), count: unread },
    ...rolePages(user.role.name).map(({ key, href }) => ({ href, label: t(key) })),
  ];

  return (
    // Remounting on a route change closes the menu (spec: it closes on a route change).
    <Menu key={pathname} as="div" className="relative shrink-0">
      <MenuButton ref={button} autoFocus={focused} className={profileMenuButtonClass} aria-label={t('open', { name: user.name })}>
        <ProfileMenuLabel user={user} unread={unread} />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 6 }} className="z-40 w-64 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-lg focus:outline-none">
        <div className="px-3 py-2">
          <p className="truncate font-medium text-slate-900">
            {user.name} {user.lastname}
          </p>
          <p className="text-xs text-slate-500">{t(`roles.${user.role.name}`)}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        {links.map((link) => (
          <MenuItem key={link.href}>
            <Link href={link.href} className={itemClass}>
              <span>{link.label}</span>
              {link.count ? (
                <>
                  <span aria-hidden className="rounded-full bg-orange-500 px-2 py-0.5 text-xs font-semibold text-white">
                    {format.number(link.count)}
                  </span>
                  <span className="sr-only">{t('unread', { count: link.count })}</span>
                </>
              ) : null}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" className={`${itemClass} text-red-700`} onClick={() => void signOut()}>
            {t('signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
