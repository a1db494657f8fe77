'use client';
import { useFormatter } from 'next-intl';

/** Prices are whole hryvnias (contracts/objects.ts). */
export function useMoney() {
  const format = useFormatter();
  return (amount: number) => format.number(amount, { style: 'currency', currency: 'UAH', maximumFractionDigits: 0 });
}
