import { displayPhone } from '@/lib/phone';

/** A phone to call back, as its country writes it, that dials on a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:+${phone}`} className="whitespace-nowrap text-brand-700 underline">
      {displayPhone(phone)}
    </a>
  );
}
