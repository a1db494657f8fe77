import { create } from 'zustand';

/** A product a guest wanted to add before being asked to sign in; added once the session exists. */
export const usePendingFavorite = create<{ productId: number | null; set: (productId: number | null) => void }>()((set) => ({
  productId: null,
  set: (productId) => set({ productId }),
}));
