'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { profileSections, sectionOpen, type ProfileSection } from '@/lib/guards';
import { useViewer } from '@/lib/session/early-viewer';
import { useShowProfileSection } from '@/lib/stores/profile-section';
import { useIsMobile } from '@/lib/use-media-query';
import { pages } from '@/contracts/pages';

/** The profile's own forms load only where they are shown: not with a phone's other sections (server-rendered, no boundary: ADR 0060). */
const ProfileSettings = dynamic(() => import('./profile-settings').then((m) => m.ProfileSettings));

type OtherSection = Exclude<ProfileSection, 'profile'>;
export type ProfileAreaProps = {
  /** Content of the other sections, composed in app/ from their features (shown at 980 px and narrower). */
  sections?: Partial<Record<OtherSection, ReactNode>>;
  /** More of the profile section itself, composed in app/ from other features (a client's offer to become an installer). */
  extra?: ReactNode;
  /** Settings of other features after the profile's own (this device's notifications). */
  settings?: ReactNode;
};

function Area({ sections = {}, extra, settings }: ProfileAreaProps) {
  const t = useTranslations('profile');
  const params = useSearchParams();
  const requested = params.get('section') as ProfileSection | null;
  // Only a narrow screen links a section: the server's HTML holds the section asked for (its first page of a list too).
  const isMobile = useIsMobile(Boolean(requested));
  const viewer = useViewer();
  // Only the sections whose page the user may open (a designer has objects instead of installations).
  const available = profileSections.filter((s) => s === 'profile' || (sections[s] && sectionOpen(s, viewer && { role: viewer.role.name })));
  // Profile-area section flags exist on narrow screens; wide screens have the real pages.
  const active: ProfileSection = isMobile && requested && available.includes(requested) ? requested : 'profile';
  useShowProfileSection(active);

  return (
    <>
      {/* Until the session is known the sections are not: their row's place is kept, so that it does not push the page down (CLS). */}
      {viewer === null && <div aria-hidden className="-mx-4 mb-4 h-9 wide:hidden" />}
      {available.length > 1 && (
        <nav aria-label={t('sectionsNav')} className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 wide:hidden">
          {available.map((section) => (
            <Link
              key={section}
              href={pages.profile({ section: section === 'profile' ? undefined : section })}
              aria-current={active === section ? 'page' : undefined}
              className={`shrink-0 rounded-full px-4 py-2 text-sm font-medium ${active === section ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 shadow-sm'}`}
            >
              {t(`sections.${section}`)}
            </Link>
          ))}
        </nav>
      )}
      {active === 'profile' ? (
        <div className="space-y-4">
          {extra}
          <ProfileSettings after={settings} />
        </div>
      ) : (
        sections[active]
      )}
    </>
  );
}

/** The profile area: the profile itself and, on narrow screens, the sections that stand in for wide-screen pages. */
export function ProfileArea(props: ProfileAreaProps) {
  const t = useTranslations('profile');
  return (
    <main className="mx-auto max-w-4xl px-4 py-6 wide:px-6 wide:py-10">
      <h1 className="mb-5 text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
      <Area {...props} />
    </main>
  );
}
