import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { certificateByToken } from '../server';
import { UnknownToken } from './unknown-token';
import { dayOf, WarrantyUnitCard } from './warranty-unit-card';
import { pages } from '@/contracts/pages';

/**
 * The page a certificate's QR code opens: whether the certificate is genuine and its warranty still
 * valid, with the units (no names, phones or street: the API answers none).
 */
export async function CertificatePage({ token }: { token: string }) {
  const t = await getTranslations('warranty');
  const locale = await getLocale();
  const format = await getFormatter();
  const certificate = await certificateByToken(token, locale);
  const trail = [{ name: t('check.title'), href: pages.warrantyCheck() }];

  if (!certificate) {
    return (
      <UnknownToken
        texts={{
          title: t('certificate.title'),
          trail: t('check.title'),
          unknownTitle: t('certificate.unknownTitle'),
          unknownText: t('certificate.unknownText'),
          checkSerial: t('certificate.checkSerial'),
        }}
      />
    );
  }

  const ends = certificate.units.map((u) => u.guaranteeExpiredAt).sort();
  const last = ends.at(-1);
  const date = (value: string) => format.dateTime(dayOf(value), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return (
    <main>
      <PageIntro title={t('certificate.title')} trail={trail} />
      <section className="mx-auto max-w-5xl px-4 py-8 wide:px-6 wide:py-12" aria-labelledby="certificate-status">
        <div
          role="status"
          className={`rounded-2xl p-6 ring-1 ${certificate.valid ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
        >
          <h2 id="certificate-status" className="text-xl font-semibold wide:text-2xl">
            {t('certificate.genuine', { number: certificate.installationId })}
          </h2>
          <p className="mt-2 text-lg">
            {last ? t(certificate.valid ? 'certificate.validUntil' : 'certificate.expired', { date: date(last) }) : t('certificate.noUnits')}
          </p>
          {certificate.changePending && <p className="mt-3 font-medium">{t('certificate.changePending')}</p>}
          {certificate.fingerprint && (
            <p className="mt-3 text-sm break-all opacity-80">
              {t('certificate.fingerprint')}: <span className="font-mono">{certificate.fingerprint}</span>
            </p>
          )}
        </div>
        <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">{t('certificate.units')}</h2>
        <div className="mt-4 grid gap-4 wide:grid-cols-2">
          {certificate.units.map((unit) => (
            <WarrantyUnitCard key={unit.serial} unit={unit} />
          ))}
        </div>
        <p className="mt-8 text-sm text-slate-600">{t('certificate.privacy')}</p>
      </section>
    </main>
  );
}
