import type { z } from 'zod';
import type { statusSchema } from '@/contracts/installations';

/** The state as the API names and colours it (spec: the status object's value is never shown). */
export function StatusBadge({ status }: { status: z.infer<typeof statusSchema> }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800" data-status={status.value}>
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: status.color }} />
      {status.name}
    </span>
  );
}
