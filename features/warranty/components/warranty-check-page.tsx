import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { UnitCheckForm } from './unit-check-form';

/** The public warranty check by serial and settlement (issue 22). */
export async function WarrantyCheckPage() {
  const t = await getTranslations('warranty.check');
  return (
    <main>
      <PageIntro title={t('title')} lead={t('lead')} />
      <section className="mx-auto max-w-5xl px-4 py-8 wide:px-6 wide:py-12">
        <UnitCheckForm />
      </section>
    </main>
  );
}
