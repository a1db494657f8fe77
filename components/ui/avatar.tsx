import type { SessionUser } from '@/lib/session/session-store';

/** The user's avatar (256x256 webp from the API) or their initials. */
export function Avatar({ user, size }: { user: Pick<SessionUser, 'name' | 'lastname' | 'avatar'>; size: number }) {
  if (user.avatar) {
    // eslint-disable-next-line @next/next/no-img-element -- a tiny, already optimised image from the API's storage
    return <img src={user.avatar} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  const initials = `${user.name.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
  return (
    <span aria-hidden className="flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {initials}
    </span>
  );
}
