// HAProxy for the cluster: its configuration from haproxy.cfg.template, the process, and its runtime API (the admin
// socket) through which a rolling restart takes a copy out of the balance and back.
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { startService } from '../stack.mjs';

const template = path.join(import.meta.dirname, 'haproxy.cfg.template');
const hasIpv6Loopback = () => Object.values(networkInterfaces()).some((list) => list?.some((a) => a.internal && a.address === '::1'));

/**
 * The configuration: the public web and API ports on loopback (IPv6 too when the host has it, as `localhost` may
 * resolve to either), each backend's copies by name and port.
 * @param {{ adminSocket: string, webPort: number, apiPort: number, web: Record<string, number>, api: Record<string, number> }} o
 */
export function renderHaproxyConfig({ adminSocket, webPort, apiPort, web, api }) {
  const ipv6 = hasIpv6Loopback();
  const servers = (copies) =>
    Object.entries(copies)
      .map(([name, port]) => `  server ${name} 127.0.0.1:${port} check`)
      .join('\n');
  const values = {
    adminSocket,
    // In the foreground HAProxy writes a copy going down or up to stderr anyway; a log adds the requests.
    log: process.env.CLUSTER_HAPROXY_LOG ? `  log stdout format raw local0 ${process.env.CLUSTER_HAPROXY_LOG}\n  option httplog\n  option dontlognull` : '',
    host: '127.0.0.1',
    webPort,
    apiPort,
    webIpv6Bind: ipv6 ? `  bind [::1]:${webPort}` : '',
    apiIpv6Bind: ipv6 ? `  bind [::1]:${apiPort}` : '',
    webServers: servers(web),
    apiServers: servers(api),
  };
  return readFileSync(template, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`haproxy.cfg.template: no value for {{${name}}}`);
    return String(values[name]);
  });
}

/**
 * Writes the configuration into `dir` and starts HAProxy in the foreground (its own process group). It tells of a copy
 * going down or up; `CLUSTER_HAPROXY_LOG=info` logs every request too (its copy, retries and how it ended).
 */
export function startHaproxy(dir, options) {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, renderHaproxyConfig(options));
  return startService('haproxy', ['-db', '-f', file], process.env, { command: 'haproxy' });
}

/** One command on HAProxy's runtime API (e.g. `set server api/api1 state drain`): its answer. */
export function haproxyCommand(adminSocket, command) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect(adminSocket, () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** What HAProxy thinks of a copy: `UP`, `DOWN`, `DRAIN`, `MAINT`, `UP 1/2` (rising)…, and its open sessions. */
export async function serverState(adminSocket, backend, server) {
  const [header, ...rows] = (await haproxyCommand(adminSocket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const row = rows.map((line) => line.split(',')).find((r) => r[0] === backend && r[1] === server);
  if (!row) throw new Error(`HAProxy has no server ${backend}/${server}`);
  const field = (name) => row[columns.indexOf(name)];
  return { status: field('status'), sessions: Number(field('scur')) };
}
