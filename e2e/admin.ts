import en from '../messages/en.json' with { type: 'json' };
import pl from '../messages/pl.json' with { type: 'json' };
import uk from '../messages/uk.json' with { type: 'json' };
import { isDealerCode } from '../contracts/dealers';
import { registerThroughApi } from './accounts';
import { DEMO_DEALER_CODE, SECOND_DEALER } from './dealers';

/** The back-office's texts of each language (messages `admin`). */
export const adminWords = { uk: uk.admin, en: en.admin, pl: pl.admin } as const;
/** The registration's texts (messages `auth.registration`): what an invitation link's registration says. */
export const registrationWords = { uk: uk.auth.registration, en: en.auth.registration, pl: pl.auth.registration } as const;
/** The shared controls' texts (messages `ui`: the company filter, the export buttons). */
export const uiWords = { uk: uk.ui, en: en.ui, pl: pl.ui } as const;
/** The company filter of support's lists (messages `ui.companyFilter`). */
export const companyFilterWords = { uk: uk.ui.companyFilter, en: en.ui.companyFilter, pl: pl.ui.companyFilter } as const;

/** A valid EDRPOU (check digit included) that no seeded company has: a random one, its check digit found by trying. */
export function freshDealerCode(): string {
  for (;;) {
    const stem = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
    const code = [...'0123456789'].map((digit) => stem + digit).find(isDealerCode);
    if (code && code !== DEMO_DEALER_CODE && code !== SECOND_DEALER.code) return code;
  }
}

/**
 * A new installer registered through the API with the demo password: a journey may block it without troubling the
 * others, which sign the demo installer in.
 */
export const registerInstaller = (name: string, lastname: string) => registerThroughApi('INSTALLER', name, lastname);
