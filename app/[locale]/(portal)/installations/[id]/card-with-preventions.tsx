'use client';
import { InstallationCard, type CardSlots } from '@/features/installations';
import { PlannedVisit, PreventionActions, ServiceLog, ServiceLogTitle } from '@/features/preventions';

/** The installation card with maintenance composed into its slots (features do not import each other). */
const slots: CardSlots = {
  actions: ({ card, reload }) => (card.canAddPrevention || card.canPerformPrevention ? <PreventionActions key="preventions" card={card} reload={reload} /> : null),
  section: ({ card }) => <PlannedVisit card={card} />,
  tabs: ({ card }) => (card.equipment.products.length > 0 ? [{ key: 'maintenance', title: <ServiceLogTitle />, content: <ServiceLog card={card} /> }] : []),
};

export function CardWithPreventions({ id }: { id: number }) {
  return <InstallationCard id={id} slots={slots} />;
}
