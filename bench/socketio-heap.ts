/**
 * Heap per connected client of a bare socket.io server (no auth, no rooms of ours, the API's options) and of a
 * bare `ws` server, each in this process, the clients in a child process (see bench/README.md "Chats"):
 *
 *   node --expose-gc --import tsx bench/socketio-heap.ts [--clients=1000]
 *
 * The floor the API's own figure (bench/chats.ts) stands on: what socket.io itself keeps per connection.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import WebSocket, { WebSocketServer } from 'ws';

const clients = Number(process.argv.find((a) => a.startsWith('--clients='))?.split('=')[1] ?? '1000');

/** The child: opens `clients` connections of a kind to a port, 50 at a time, says so, and holds them. */
async function connect(kind: string, port: number) {
  const open = () =>
    new Promise<void>((resolve, reject) => {
      if (kind === 'socket.io') {
        const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], forceNew: true });
        socket.once('connect', () => resolve()).once('connect_error', reject);
      } else {
        new WebSocket(`ws://127.0.0.1:${port}`).once('open', () => resolve()).once('error', reject);
      }
    });
  for (let i = 0; i < clients; i += 50) await Promise.all(Array.from({ length: Math.min(50, clients - i) }, open));
  process.send!('connected');
}

const heap = () => {
  global.gc!();
  global.gc!();
  return process.memoryUsage().heapUsed;
};

/** Heap per client of one server kind, in KB. */
async function measure(kind: 'socket.io' | 'ws') {
  const http = createServer();
  if (kind === 'socket.io')
    new Server(http, { path: '/socket.io', transports: ['websocket'], serveClient: false }).on('connection', (s) => void s.join(`user:${s.id}`));
  else new WebSocketServer({ server: http });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const before = heap();
  const child = fork(fileURLToPath(import.meta.url), ['--child', kind, String((http.address() as { port: number }).port), `--clients=${clients}`], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const perClient = (heap() - before) / 1024 / clients;
  child.kill();
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
  // The next measure starts from a heap without this one's connections.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return perClient;
}

if (process.argv[2] === '--child') await connect(process.argv[3], Number(process.argv[4]));
else {
  if (!global.gc) throw new Error('run with node --expose-gc');
  const socketio = await measure('socket.io');
  const ws = await measure('ws');
  console.log(`heap per connected client (${clients} clients, after GC): bare socket.io ${socketio.toFixed(1)} KB, bare ws ${ws.toFixed(1)} KB`);
  process.exit(0);
}
