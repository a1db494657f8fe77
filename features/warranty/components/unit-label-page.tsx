import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/contracts/pages';
import { unitByLabel } from '../server';
import { FaultReportForm } from './fault-report-form';
import { UnitPartyLink } from './unit-party-link';
import { UnknownToken } from './unknown-token';
import { dayOf } from './warranty-unit-card';

const tones = {
  running: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  ended: 'bg-amber-50 text-amber-900 ring-amber-200',
  notStarted: 'bg-slate-50 text-slate-900 ring-slate-200',
};

/**
 * The page a unit's QR label opens (`/u/{token}`, docs/decisions/0045-unit-labels.md): the model, its warranty and
 * its service dates, readable by anyone who scans it; no names, phones or addresses (the API answers none). A party of
 * the job, signed in, also gets the way to its card; anyone may report a fault (a request for work for support and
 * the unit's dealer).
 */
export async function UnitLabelPage({ token }: { token: string }) {
  const t = await getTranslations('warranty.label');
  const locale = await getLocale();
  const format = await getFormatter();
  const unit = await unitByLabel(token, locale);
  const trail = [{ name: t('trail'), href: pages.warrantyCheck() }];
  if (!unit) {
    return (
      <UnknownToken
        texts={{ title: t('title'), trail: t('trail'), unknownTitle: t('unknownTitle'), unknownText: t('unknownText'), checkSerial: t('checkSerial') }}
      />
    );
  }
  const date = (value: string) => format.dateTime(dayOf(value), { dateStyle: 'long', timeZone: 'UTC' });
  const { warranty } = unit;
  return (
    <main>
      <PageIntro title={unit.product} trail={trail} lead={t('lead')} />
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-8 wide:px-6 wide:py-12" aria-labelledby="unit-warranty">
        <div role="status" className={`rounded-2xl p-6 ring-1 ${tones[warranty.state]}`}>
          <h2 id="unit-warranty" className="text-xl font-semibold wide:text-2xl">
            {warranty.state === 'notStarted' ? t('notStarted') : t(warranty.state, { date: date(warranty.endsOn!) })}
          </h2>
          {warranty.extended && warranty.state === 'running' && <p className="mt-2">{t('extended')}</p>}
        </div>
        <dl className="grid gap-y-1 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr] sm:gap-x-6 sm:gap-y-3 [&>dd]:mb-3 sm:[&>dd]:mb-0">
          <dt className="text-slate-500">{t('model')}</dt>
          <dd className="font-medium text-slate-900">{unit.model ?? '—'}</dd>
          <dt className="text-slate-500">{t('serial')}</dt>
          <dd className="font-mono font-medium break-all text-slate-900">{unit.serial}</dd>
          <dt className="text-slate-500">{t('lastService')}</dt>
          <dd className="font-medium text-slate-900">{unit.lastServiceOn ? date(unit.lastServiceOn) : t('noService')}</dd>
          <dt className="text-slate-500">{t('nextService')}</dt>
          <dd className={`font-medium ${unit.serviceOverdue ? 'text-amber-800' : 'text-slate-900'}`}>
            {unit.nextServiceDue ? (unit.serviceOverdue ? t('overdue', { date: date(unit.nextServiceDue) }) : date(unit.nextServiceDue)) : '—'}
          </dd>
        </dl>
        <UnitPartyLink token={token} serial={unit.serial} />
        <FaultReportForm token={token} />
        <p className="text-sm text-slate-600">{t('privacy')}</p>
      </section>
    </main>
  );
}
