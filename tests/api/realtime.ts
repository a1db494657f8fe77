import type { Emitted, Realtime } from '../../server/src/lib/realtime';

/** The recording fake of the realtime seam: every event emitted while it listens, in order. */
export function recordEvents(realtime: Realtime) {
  const events: Emitted[] = [];
  const stop = realtime.subscribe((emitted) => events.push(emitted));
  return { events, stop };
}
