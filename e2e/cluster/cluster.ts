import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { haproxyCommand } from '../../scripts/cluster/haproxy.mjs';

/** What scripts/cluster/cluster.mjs wrote of the cluster under test (CLUSTER_STATE_FILE, set by playwright.cluster.config.ts). */
type ClusterState = { databaseUrl: string; adminSocket: string; copies: Record<string, { port: number; pid: number }> };
const state = (): ClusterState => JSON.parse(readFileSync(process.env.CLUSTER_STATE_FILE!, 'utf8'));

/** Kills a copy (`api1`, `web2`…) as a crash would: SIGKILL to its process group, nothing finished or closed. */
export function killCopy(name: string) {
  process.kill(-state().copies[name].pid, 'SIGKILL');
}

/**
 * Which API copies HAProxy gives new requests to: the named one alone (the other drained: the requests it is answering
 * finish), or both again.
 */
export async function steerApi(to: 'api1' | 'api2' | 'both') {
  for (const name of ['api1', 'api2']) {
    await haproxyCommand(state().adminSocket, `set server api/${name} state ${to === 'both' || to === name ? 'ready' : 'drain'}`);
  }
}

/** The copy HAProxy names in `X-Served-By` (scripts/cluster/haproxy.cfg.template). */
export const servedBy = (headers: Record<string, string>) => headers['x-served-by'];

/**
 * The API copies that answered each realtime socket the page opened, oldest first: read from the websocket handshake's
 * answer through the browser's DevTools protocol (Playwright shows no handshake headers).
 */
export async function socketCopies(page: Page) {
  const copies: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.webSocketHandshakeResponseReceived', (event) => copies.push(servedBy(event.response.headers)));
  await cdp.send('Network.enable');
  return copies;
}

/** A query on the cluster's own database (to count what was written, not what a page shows). */
export async function clusterQuery<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: state().databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
