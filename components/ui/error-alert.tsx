'use client';
import { useTranslations } from 'next-intl';
import { GENERAL_SERVER_ERROR } from '@/lib/api/errors';
import { useOnline } from '@/lib/offline/use-online';

/**
 * An error said in place, e.g. a form's general error above its button (the sign-in error; docs/api.md#validation-422);
 * nothing while there is none. A call that failed because the browser has no network says so (sending a code, grading).
 */
export function ErrorAlert({ message }: { message?: string }) {
  const t = useTranslations('shell.offline');
  const online = useOnline();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-700">
      {!online && message === GENERAL_SERVER_ERROR ? t('needsNetwork') : message}
    </p>
  );
}
