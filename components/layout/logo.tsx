export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden>
      <rect width="40" height="40" rx="10" fill="#0b6fc2" />
      <path d="M20 7v26M9 13.5l22 13M9 26.5l22-13" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="20" cy="20" r="4.5" fill="#fff" />
      <circle cx="20" cy="20" r="2" fill="#f59e0b" />
    </svg>
  );
}
