import type { SessionUser } from '@/lib/session/session-store';

/** The user's avatar (256x256 webp from the API) or their initials. */
export function Avatar({ user, size }: { user: Pick<SessionUser, 'name' | 'lastname' | 'avatar'>; size: number }) {
  if (user.avatar) {
    // eslint-disable-next-line @next/next/no-img-element -- a tiny, already optimised image from the API's storage
    return <img src={user.avatar} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  const initials = `${user.name.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();
  // The initials are drawn by CSS, not written as text: beside the name in a control (the account menu's
  // button) text would have to be part of the control's name (WCAG 2.5.3), and they are only a picture.
  return (
    <span
      aria-hidden
      data-initials={initials}
      className="flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 before:content-[attr(data-initials)]"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    />
  );
}
