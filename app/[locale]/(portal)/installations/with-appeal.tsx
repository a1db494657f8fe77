'use client';
import { AppealButton } from '@/features/chats';
import { InstallationProduct } from '@/features/installations';

/** A product of the installation with the appeal about it. */
export function ProductWithAppeal({ productId, installationId }: { productId: number; installationId: number }) {
  return (
    <InstallationProduct
      productId={productId}
      installationId={installationId}
      appealAction={({ canAppeal, ...product }) => (
        <AppealButton canAppeal={canAppeal} installationId={installationId} products={[product]} productId={product.id} />
      )}
    />
  );
}
