'use client';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { useViewer } from '@/lib/session/early-viewer';
import { pages } from '@/contracts/pages';
import { mayCreateInstallations } from './roles';

/** The installations list's way into the wizards: only for the roles that may create installations. */
export function WizardStartButtons() {
  const t = useTranslations('installations.wizard.start');
  const role = useViewer()?.role.name;
  if (!mayCreateInstallations(role)) return null;
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={pages.newInstallation()} className={buttonClass('primary')}>
        {t('new')}
      </Link>
      <Link href={pages.newInstallation({ kind: 'completed' })} className={buttonClass('secondary')}>
        {t('completed')}
      </Link>
    </div>
  );
}
