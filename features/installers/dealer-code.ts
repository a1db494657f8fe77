import { DEALER_CODE_LOOKUP_LENGTHS } from '@/contracts/dealers';

/** Spec section 5: the dealer is looked up when the identifier has exactly 8 (EDRPOU) or 10 (tax number) characters. */
export const isLookupLength = (code: string) => (DEALER_CODE_LOOKUP_LENGTHS as readonly number[]).includes(code.length);
