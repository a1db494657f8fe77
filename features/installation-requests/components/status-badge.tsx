import type { InstallationRequest } from '@/contracts/installation-requests';

/** The request's state as the API names and colours it. */
export function RequestStatusBadge({ status }: { status: InstallationRequest['status'] }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-800" data-status={status.value}>
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: status.color }} />
      {status.name}
    </span>
  );
}
