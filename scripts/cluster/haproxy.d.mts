/** One command on HAProxy's runtime API (e.g. `set server api/api1 state drain`): its answer. */
export function haproxyCommand(adminSocket: string, command: string): Promise<string>;
