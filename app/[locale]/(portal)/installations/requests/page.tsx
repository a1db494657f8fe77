import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SupportRequests } from '@/features/installation-requests';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('installationRequests.support');

/**
 * /installations/requests: requests for work (docs/decisions/0028): support's to handle, a dealer's people's to read
 * (those about their company's installations); other roles are told it is not theirs.
 */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('installationRequests.support');
  return (
    <PageTexts namespaces={['installationRequests']}>
      <main className="mx-auto max-w-5xl space-y-5 px-4 py-6 wide:px-6 wide:py-10">
        <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
        <SupportRequests />
      </main>
    </PageTexts>
  );
}
