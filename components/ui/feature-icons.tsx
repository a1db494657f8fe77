import type { SVGProps } from 'react';

/** Decorative line icons of the information pages (always next to a visible text, so hidden from assistive tech). */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;
const icon = (d: string) => {
  const Icon = ({ className = 'size-6', ...p }: SVGProps<SVGSVGElement>) => (
    <svg {...base} className={className} {...p}>
      <path d={d} />
    </svg>
  );
  return Icon;
};

export const CartIcon = icon('M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01');
export const CompassIcon = icon('M12 3v3M12 6l-6 15M12 6l6 15M7.5 17h9M9 12.5h6');
export const WrenchIcon = icon('M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.3-.6-.6-2.3z');
export const ShieldIcon = icon('M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5');
export const HeatPumpIcon = icon('M3 5h18v11H3zM7 20h10M12 16v4M8 10.5a4 4 0 0 1 8 0M8 10.5h.01M12 8v2.5l2 1.5');
export const MapPinIcon = icon('M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z');
export const PhoneIcon = icon('M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z');
export const MailIcon = icon('M3 6h18v12H3zM3 7l9 6 9-6');
export const ClockIcon = icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2');
export const BadgeIcon = icon('M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 21l5-2.5 5 2.5-1.5-7M9.8 9l1.6 1.6 3-3');
export const MessageCheckIcon = icon('M4 5h16v11H9l-5 4zM8.5 10.5l2 2 4-4');
export const LeafIcon = icon('M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7');
export const CheckIcon = icon('M5 12.5l4.5 4.5L19 7.5');
