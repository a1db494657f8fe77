import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { isDealerCode } from '../contracts/dealers';
import { DEMO_DEALER_CODE, SECOND_DEALER } from './dealers';

/** The back-office's texts of each language (messages `admin`). */
export const adminWords = { uk: uk.admin, en: en.admin, pl: pl.admin } as const;

/** A valid EDRPOU (check digit included) that no seeded company has: a random one, its check digit found by trying. */
export function freshDealerCode(): string {
  for (;;) {
    const stem = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
    const code = [...'0123456789'].map((digit) => stem + digit).find(isDealerCode);
    if (code && code !== DEMO_DEALER_CODE && code !== SECOND_DEALER.code) return code;
  }
}
