import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay on this machine that can be cut and restored on the same port: a server (Redis, PostgreSQL) going away
 * under a running API, and coming back. `cut` ends every relayed connection and refuses new ones.
 */
export async function tcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  return {
    port: () => port,
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: listen,
  };
}
