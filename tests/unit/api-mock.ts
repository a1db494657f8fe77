import { type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The API of a component test (msw): listens for the file's tests, refuses any call it has no handler for. */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** How long to wait for what an answer shows: the first call of a file loads the HTTP client's code, slow on a busy machine. Nothing depends on time. */
export const apiWait = { timeout: 10_000 };

/** What Headless UI needs of a browser that jsdom lacks: the country list observes sizes, dialogs ask media queries. */
export function browserLayoutApis() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}
