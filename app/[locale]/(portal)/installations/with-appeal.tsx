'use client';
import { AppealButton } from '@/features/chats';
import { InstallationCard, InstallationProduct } from '@/features/installations';

/** The installation card with the appeal to support of the chats feature (features do not import each other). */
export function CardWithAppeal({ id }: { id: number }) {
  return (
    <InstallationCard
      id={id}
      appealAction={(card) => <AppealButton installationId={card.id} products={card.equipment.products} parties={[card.client.id, card.installer?.id]} />}
    />
  );
}

/** A product of the installation with the appeal about it. */
export function ProductWithAppeal({ productId, installationId }: { productId: number; installationId: number }) {
  return (
    <InstallationProduct
      productId={productId}
      installationId={installationId}
      appealAction={(product) => <AppealButton installationId={installationId} products={[product]} productId={product.id} />}
    />
  );
}
