'use client';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { Profile } from '@/contracts/profile';
import { Link } from '@/i18n/navigation';
import { rolePages } from '@/lib/session/role-pages';
import { useSignOut } from '@/lib/session/sign-out';

/**
 * Narrow screens have no header menu: the profile page carries who is signed in, the role's pages
 * and sign-out.
 */
export function AccountLinks({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.account');
  const signOut = useSignOut();
  const links = rolePages(profile.role.name).map(({ key, href }) => ({ href, label: t(key) }));
  return (
    <section aria-label={t('label')} className="rounded-2xl bg-white p-4 shadow-sm wide:hidden">
      <div className="flex items-center gap-3">
        <Avatar user={profile} size={48} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">
            {profile.name} {profile.lastname}
          </p>
          <p className="text-sm text-slate-500">{t(`roles.${profile.role.name}`)}</p>
        </div>
      </div>
      {links.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="flex min-h-11 items-center py-2 text-slate-800">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-3 w-full" onClick={() => void signOut()}>
        {t('signOut')}
      </Button>
    </section>
  );
}
