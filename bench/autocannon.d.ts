/** The part of autocannon 9 that the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called right before the request is sent (the first request of a connection: when the connection is set up). */
    setupRequest?: (request: Request, context: object) => Request;
    onResponse?: (status: number, body: string, context: object, headers: Record<string, string | string[]>) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    connectionRate?: number;
    ignoreCoordinatedOmission?: boolean;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; non2xx: number; errors: number; timeouts: number };
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): this;
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}
