'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { AdminDealer, DealerPerson } from '@/contracts/admin';
import { failureMessage } from '@/lib/api/errors';
import { displayPhone } from '@/lib/phone';
import { useReinvitePerson } from '../query';
import { DealerBadges } from './dealer-badges';

/** One person of the company; an invited one (not registered yet) can be sent the invitation again. */
function PersonItem({ dealerId, person }: { dealerId: number; person: DealerPerson }) {
  const t = useTranslations('admin.people');
  const reinvite = useReinvitePerson(dealerId);
  const nameId = `person-${person.id}`;
  const fullName = `${person.name} ${person.lastname}`;
  return (
    <li aria-labelledby={nameId} className="space-y-2 py-3" data-testid="dealer-person">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 id={nameId} className="font-medium text-slate-900">
            {fullName}
          </h3>
          <p className="text-sm text-slate-600">
            {t(`roles.${person.role}`)} ·{' '}
            <a href={`tel:+${person.phone}`} className="text-brand-700 underline">
              {displayPhone(person.phone)}
            </a>
          </p>
        </div>
        <DealerBadges invited={person.invited} deactivated={false} />
      </div>
      {person.invited && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => reinvite.mutate(person.id)} loading={reinvite.isPending} aria-describedby={nameId}>
            {t('reinvite')}
          </Button>
          <p role="status" className="text-sm text-emerald-700">
            {reinvite.isSuccess ? t('reinvited', { phone: displayPhone(person.phone) }) : ''}
          </p>
        </div>
      )}
      <ErrorAlert message={failureMessage(reinvite.error)} />
    </li>
  );
}

/** The company's people: the owner first, then deputies and assistants (the API's order). */
export function DealerPeople({ dealer }: { dealer: AdminDealer }) {
  const t = useTranslations('admin.people');
  return (
    <section aria-labelledby="company-people" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="company-people" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <ul className="divide-y divide-slate-100">
        {dealer.people.map((person) => (
          <PersonItem key={person.id} dealerId={dealer.id} person={person} />
        ))}
      </ul>
    </section>
  );
}
