import { co2eTonnes, fgasClassOf, type RefrigerantId } from './fgas-refrigerants';

/**
 * Whether a refrigerant circuit must be checked for leaks and how often: Regulation (EU) 2024/573 Article 5, and the
 * re-check after a repair of Article 4 (docs/decisions/0048-fgas-rules.md). The reason carries a key and the numbers
 * it compared, so that the page explains the answer in each language.
 */

/** What a threshold is measured in: t CO2e for Annex I gases, kg for Annex II section 1 gases alone. */
export type ThresholdBasis = 'co2eTonnes' | 'chargeKg';

export type LeakCheckReason =
  | { key: 'notFluorinated' }
  | { key: 'belowThreshold' | 'hermeticallySealedBelowThreshold'; basis: ThresholdBasis; amount: number; threshold: number }
  | { key: 'thresholdReached'; basis: ThresholdBasis; amount: number; threshold: number; baseIntervalMonths: number; doubledByLeakDetection: boolean };

export type LeakCheckRule = { required: boolean; intervalMonths: number | null; reason: LeakCheckReason };

type Thresholds = { basis: ThresholdBasis; checkedFrom: number; hermeticallySealedCheckedFrom: number; tiers: readonly { from: number; months: number }[] };

/** Article 5: the tiers highest first; a leak detection system doubles each interval. */
const thresholds: Record<'annexI' | 'annexIISection1', Thresholds> = {
  annexI: {
    basis: 'co2eTonnes',
    checkedFrom: 5,
    hermeticallySealedCheckedFrom: 10,
    tiers: [
      { from: 500, months: 3 },
      { from: 50, months: 6 },
      { from: 5, months: 12 },
    ],
  },
  annexIISection1: {
    basis: 'chargeKg',
    checkedFrom: 1,
    hermeticallySealedCheckedFrom: 2,
    tiers: [
      { from: 100, months: 3 },
      { from: 10, months: 6 },
      { from: 1, months: 12 },
    ],
  },
};

export type CircuitForLeakChecks = { refrigerant: RefrigerantId; chargeKg: number; hermeticallySealed: boolean; leakDetectionSystem: boolean };

export function leakCheckRule({ refrigerant, chargeKg, hermeticallySealed, leakDetectionSystem }: CircuitForLeakChecks): LeakCheckRule {
  const fgasClass = fgasClassOf(refrigerant);
  if (fgasClass === 'notFluorinated') return { required: false, intervalMonths: null, reason: { key: 'notFluorinated' } };
  const { basis, checkedFrom, hermeticallySealedCheckedFrom, tiers } = thresholds[fgasClass];
  const amount = basis === 'co2eTonnes' ? co2eTonnes(refrigerant, chargeKg) : chargeKg;
  const threshold = hermeticallySealed ? hermeticallySealedCheckedFrom : checkedFrom;
  if (amount < threshold) {
    return {
      required: false,
      intervalMonths: null,
      reason: { key: hermeticallySealed ? 'hermeticallySealedBelowThreshold' : 'belowThreshold', basis, amount, threshold },
    };
  }
  // The lowest tier starts at the ordinary threshold, so any amount that got here finds one.
  const tier = tiers.find(({ from }) => amount >= from)!;
  const intervalMonths = leakDetectionSystem ? tier.months * 2 : tier.months;
  return {
    required: true,
    intervalMonths,
    reason: { key: 'thresholdReached', basis, amount, threshold: tier.from, baseIntervalMonths: tier.months, doubledByLeakDetection: leakDetectionSystem },
  };
}

/**
 * The longest interval the rule can give (the lowest tier doubled by a leak detection system): a circuit whose last
 * check, repair or commissioning is older than this before a day is due before that day, which bounds the circuits
 * a window of days must compute.
 */
export const LONGEST_LEAK_CHECK_INTERVAL_MONTHS = Math.max(...Object.values(thresholds).flatMap(({ tiers }) => tiers.map(({ months }) => months))) * 2;

/** Days before a leak check is due when the job's installer and its client are reminded (once per circuit and due day). */
export const LEAK_CHECK_REMINDER_DAYS = 14;

/** Article 4: a repaired leak is checked again within one month of the repair. */
export const REPAIR_RECHECK_MONTHS = 1;

/**
 * The last leak check, or before any the commissioning day (its tightness test stands in for one), on `yyyy-MM-dd`.
 */
export type LastLeakCheck = { on: string; leakFound: boolean };
export type NextLeakCheck = { on: string; because: 'interval' | 'repairVerification' };

/**
 * When the next leak check is due, or null for a circuit that needs none. A repair is verified by a check on the same
 * day or later that found no leak; until then the check is due a month after the repair, or at the interval if that
 * comes first.
 */
export function nextCheckDue(lastCheck: LastLeakCheck, rule: LeakCheckRule, lastRepair?: { on: string }): NextLeakCheck | null {
  if (rule.intervalMonths === null) return null;
  const byInterval: NextLeakCheck = { on: addMonths(lastCheck.on, rule.intervalMonths), because: 'interval' };
  const repairVerified = !lastRepair || (lastCheck.on >= lastRepair.on && !lastCheck.leakFound);
  if (repairVerified) return byInterval;
  const verification: NextLeakCheck = { on: addMonths(lastRepair.on, REPAIR_RECHECK_MONTHS), because: 'repairVerification' };
  return verification.on <= byInterval.on ? verification : byInterval;
}

/** `day` plus whole calendar months; a day the target month lacks becomes its last (31 January + 1 month: 28 or 29 February). */
export function addMonths(day: string, months: number) {
  const [year, month, date] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}
