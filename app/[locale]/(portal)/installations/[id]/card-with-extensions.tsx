'use client';
import { AppealButton } from '@/features/chats';
import { CommissioningTab, CommissioningTitle } from '@/features/commissioning';
import { FgasLogbookTab, FgasLogbookTitle } from '@/features/fgas';
import { InstallationCard, type CardSlots } from '@/features/installations';
import { PlannedVisit, PreventionActions, ServiceLog, ServiceLogTitle } from '@/features/preventions';

/** The installation card with maintenance, the commissioning report, the F-gas logbook and the appeal to support composed into its slots (features do not import each other). */
const slots: CardSlots = {
  actions: ({ card, reload }) => (
    <span key="extensions" className="contents">
      {(card.canAddPrevention || card.canPerformPrevention) && <PreventionActions card={card} reload={reload} />}
      <AppealButton canAppeal={card.canAppeal} installationId={card.id} products={card.equipment.products} />
    </span>
  ),
  section: ({ card }) => <PlannedVisit card={card} />,
  tabs: ({ card }) => [
    ...(card.equipment.products.length > 0 ? [{ key: 'maintenance', title: <ServiceLogTitle />, content: <ServiceLog card={card} /> }] : []),
    // The commissioning report and the F-gas logbook are about the job's units with serials (docs/decisions/0051, 0049).
    ...(card.canPrintLabels
      ? [{ key: 'commissioning', title: <CommissioningTitle />, content: <CommissioningTab installationId={card.id} version={card.version} /> }]
      : []),
    ...(card.canPrintLabels ? [{ key: 'fgas', title: <FgasLogbookTitle />, content: <FgasLogbookTab installationId={card.id} /> }] : []),
  ],
};

export function CardWithExtensions({ id }: { id: number }) {
  return <InstallationCard id={id} slots={slots} />;
}
