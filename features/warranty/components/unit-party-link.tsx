'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { call } from '@/lib/api/call';
import { useSessionStore } from '@/lib/session/session-store';

/** For a signed-in party of the unit's job (client, installer, dealer, support): the way to its card. */
export function UnitPartyLink({ token }: { token: string }) {
  const t = useTranslations('warranty.label');
  const userId = useSessionStore((s) => s.user?.id);
  const unit = useQuery({
    queryKey: ['unit-label', token, userId],
    queryFn: async () => call((await import('@/contracts/installations')).installationRoutes.unitByLabel, { params: { token } }),
    enabled: Boolean(userId),
  });
  const id = unit.data?.installationId;
  if (!id) return null;
  return (
    <Link href={pages.installation(id)} className={buttonClass('primary')}>
      {t('openJob', { number: id })}
    </Link>
  );
}
