'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { fgasEndpoints } from '@/contracts/endpoints/fgas-logbook';
import { installationEndpoints } from '@/contracts/endpoints/installations';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { call } from '@/lib/api/call';
import { useSessionStore } from '@/lib/session/session-store';

/** The F-gas circuit of this unit, if its job's logbook has one: refrigerant, charge and the next leak check. */
function UnitCircuit({ installationId, serial }: { installationId: number; serial: string }) {
  const t = useTranslations('warranty.label');
  const format = useFormatter();
  const userId = useSessionStore((s) => s.user?.id);
  const logbook = useQuery({
    queryKey: ['unit-label', 'fgas', installationId, userId],
    queryFn: () => call(fgasEndpoints.logbook, { params: { id: installationId } }),
  });
  const circuit = logbook.data?.circuits.find((c) => c.unit?.serial === serial);
  if (!circuit) return null;
  const next = circuit.nextCheck;
  return (
    <p
      className={`rounded-xl px-4 py-3 text-sm ring-1 ${next?.overdue ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-white text-slate-800 ring-slate-200'}`}
    >
      {t('circuit', {
        refrigerant: circuit.refrigerant.id,
        charge: format.number(circuit.chargeKg, { maximumFractionDigits: 3 }),
        tonnes: format.number(circuit.co2eTonnes, { maximumFractionDigits: 3 }),
      })}{' '}
      {next
        ? t(next.overdue ? 'checkOverdue' : 'checkDue', { date: format.dateTime(new Date(`${next.on}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) })
        : t('noCheckDue')}
    </p>
  );
}

/**
 * For a signed-in party of the unit's job (client, installer, dealer, support): the unit's F-gas circuit and its next
 * leak check, and the way to the job's card, where the whole service history and logbook are.
 */
export function UnitPartyLink({ token, serial }: { token: string; serial: string }) {
  const t = useTranslations('warranty.label');
  const userId = useSessionStore((s) => s.user?.id);
  const unit = useQuery({
    queryKey: ['unit-label', token, userId],
    queryFn: () => call(installationEndpoints.unitByLabel, { params: { token } }),
    enabled: Boolean(userId),
  });
  const id = unit.data?.installationId;
  if (!id) return null;
  return (
    <div className="space-y-3">
      <UnitCircuit installationId={id} serial={serial} />
      <Link href={pages.installation(id)} className={buttonClass('primary')}>
        {t('openJob', { number: id })}
      </Link>
    </div>
  );
}
