// Types of haproxy.mjs for the TypeScript that imports it (the cluster journeys, bench/cluster.ts).

/** One command on HAProxy's runtime API (e.g. `set server api/api1 state drain`): its answer. */
export function haproxyCommand(adminSocket: string, command: string): Promise<string>;

/** What HAProxy thinks of a copy: `UP`, `DOWN`, `DRAIN`, `MAINT`, `UP 1/2` (rising)…, and its open sessions. */
export function serverState(adminSocket: string, backend: string, server: string): Promise<{ status: string; sessions: number }>;
