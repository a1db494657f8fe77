import { Avatar } from '@/components/ui/avatar';
import type { SessionUser } from '@/lib/session/session-store';

export const profileMenuButtonClass = 'flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-slate-100 data-open:bg-slate-100';

/** What the profile menu's button shows, the same before and after the menu's code has loaded. */
export function ProfileMenuLabel({ user, unread }: { user: SessionUser; unread: number }) {
  return (
    <>
      <span className="relative">
        <Avatar user={user} size={36} />
        {unread > 0 && <span aria-hidden className="absolute -right-0.5 -top-0.5 size-3 rounded-full border-2 border-white bg-orange-500" />}
      </span>
      <span className="max-w-40 truncate text-sm font-medium text-slate-800">{user.name}</span>
    </>
  );
}
