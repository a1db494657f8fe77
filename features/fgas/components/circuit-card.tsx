'use client';
import { useMutation } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { CircuitView, FgasEntryView } from '@/contracts/fgas-logbook';
import { failureMessage } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';
import { fgasApi } from '../api';
import { RuleText } from './rule-text';

const dayOf = (value: string) => new Date(`${value}T12:00:00Z`);

function EntryItem({ entry }: { entry: FgasEntryView }) {
  const t = useTranslations('installations.fgas');
  const format = useFormatter();
  const details = [
    entry.result && t(`results.${entry.result}`),
    entry.kg !== null && `${format.number(entry.kg, { maximumFractionDigits: 3 })} kg`,
    entry.origin && t(`origins.${entry.origin}`),
    entry.fate && t(`fates.${entry.fate}`),
    entry.dueToLeakage && t('dueToLeakage'),
    entry.party && `${entry.party.name}, ${entry.party.address}`,
  ].filter(Boolean);
  return (
    <li className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="font-medium text-slate-900">
        <time dateTime={entry.on}>{format.dateTime(dayOf(entry.on), { dateStyle: 'medium', timeZone: 'UTC' })}</time> · {t(`kinds.${entry.kind}`)}
        {details.length > 0 && <span className="font-normal text-slate-700"> · {details.join(' · ')}</span>}
      </p>
      {[entry.description, entry.measures, entry.note].filter(Boolean).map((text) => (
        <p key={text} className="mt-1 whitespace-pre-line text-slate-700">
          {text}
        </p>
      ))}
      <p className="mt-1 text-xs text-slate-500">{t('writtenBy', { name: entry.author.fullName, certificate: entry.author.certificateNumber })}</p>
    </li>
  );
}

/** One refrigerant circuit: its charge and what the rule makes of it, the next check, the entries, the CRO card. */
export function CircuitCard({ circuit, onAddEntry }: { circuit: CircuitView; onAddEntry?: () => void }) {
  const t = useTranslations('installations.fgas');
  const format = useFormatter();
  const locale = useLocale();
  const headingId = `circuit-${circuit.id}`;
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 3 })} kg`;
  const download = useMutation({
    mutationFn: async (kind: 'pdf' | 'csv') => saveBlob(await fgasApi.card(circuit.id, kind, locale), `cro-card-${circuit.id}.${kind}`),
  });
  const next = circuit.nextCheck;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('ui.circuitTitle', {
            refrigerant: circuit.refrigerant.id,
            unit: circuit.unit ? `${circuit.unit.model ?? ''} ${circuit.unit.serial}`.trim() : t('ui.noUnit'),
          })}
        </h3>
        {circuit.decommissioned && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t('ui.decommissioned')}</span>}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm wide:grid-cols-2">
        {(
          [
            [
              t('card.chargeKg'),
              `${kg(circuit.chargeKg)} (${t('ui.chargeParts', { delivered: kg(circuit.factoryChargeKg), added: kg(circuit.installationChargeKg) })})`,
            ],
            [
              t('card.chargeCo2eTonnes'),
              `${format.number(circuit.co2eTonnes, { maximumFractionDigits: 3 })} t CO₂e (GWP ${format.number(circuit.refrigerant.gwp)})`,
            ],
            [t('card.commissionedOn'), format.dateTime(dayOf(circuit.commissionedOn), { dateStyle: 'medium', timeZone: 'UTC' })],
            [t('card.hermeticallySealed'), t(circuit.hermeticallySealed ? 'yes' : 'no')],
            [t('card.residentialBuilding'), t(circuit.residentialBuilding ? 'yes' : 'no')],
            [t('card.leakDetectionSystem'), t(circuit.leakDetectionSystem ? 'yes' : 'no')],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-1">
            <dt className="text-slate-500">{label}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        <RuleText rule={circuit.rule} />
      </p>
      {next && (
        <p className={`rounded-lg px-3 py-2 text-sm font-medium ${next.overdue ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}>
          {t(next.overdue ? 'ui.nextCheckOverdue' : next.because === 'repairVerification' ? 'ui.nextCheckAfterRepair' : 'ui.nextCheck', {
            date: format.dateTime(dayOf(next.on), { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </p>
      )}
      {circuit.entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('ui.noEntries')}</p>
      ) : (
        <ol aria-label={t('ui.entries', { refrigerant: circuit.refrigerant.id })} className="space-y-2">
          {circuit.entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {onAddEntry && (
          <Button onClick={onAddEntry} aria-describedby={headingId}>
            {t('ui.addEntry')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => download.mutate('pdf')}
          loading={download.isPending && download.variables === 'pdf'}
          aria-describedby={headingId}
        >
          {t('ui.cardPdf')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => download.mutate('csv')}
          loading={download.isPending && download.variables === 'csv'}
          aria-describedby={headingId}
        >
          {t('ui.cardCsv')}
        </Button>
      </div>
      <ErrorAlert message={failureMessage(download.error)} />
    </li>
  );
}
