import { DEALER_CODE_LOOKUP_LENGTHS } from '@/contracts/dealers';

/** The dealer is looked up when the identifier has exactly 8 (EDRPOU) or 10 (tax number) characters. */
export const isLookupLength = (code: string) => (DEALER_CODE_LOOKUP_LENGTHS as readonly number[]).includes(code.length);
