// @ts-check

/**
 * Watches a version the API publishes (`GET /web/catalog/version`, `GET /web/content/version`) and calls
 * `onChange` when it moves, so that the cached pages built from that data are renewed only when it changed
 * (ADR 0011, ADR 0041) instead of being rendered again every few seconds in case it did. The first version
 * read also counts as a change: pages built or cached before this server started may hold older data.
 *
 * Checks run one after another (never two at once), `intervalMs` apart. An unreachable API is reported
 * once (`log.warn`) until it answers again (`log.info`); a failed `onChange` is reported and retried at the
 * next check, as the version it announced was not taken.
 *
 * @param {{
 *   apiUrl: string,
 *   path: string,
 *   name: string,
 *   onChange: (version: string) => Promise<void> | void,
 *   log?: { warn: (message: string, error?: unknown) => void, info: (message: string) => void },
 *   intervalMs?: number,
 * }} options
 */
export function watchVersion({ apiUrl, path, name, onChange, log = console, intervalMs = 5000 }) {
  /** @type {string | undefined} */
  let known;
  let reachable = true;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let stopped = false;

  async function readVersion() {
    const res = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(intervalMs) });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    const body = /** @type {{ data?: { version?: unknown } }} */ (await res.json());
    if (typeof body.data?.version !== 'string') throw new Error(`GET ${path} answered without a version`);
    return body.data.version;
  }

  async function check() {
    let version;
    try {
      version = await readVersion();
    } catch (error) {
      if (reachable) log.warn(`the ${name} version cannot be read; cached pages stay as they are until it can`, error);
      reachable = false;
      return;
    }
    // A check in flight when the watch was stopped announces nothing (its answer may name a later version).
    if (stopped) return;
    if (!reachable) log.info(`the ${name} version can be read again`);
    reachable = true;
    if (version === known) return;
    try {
      await onChange(version);
      known = version;
    } catch (error) {
      log.warn(`the ${name} changed (version ${version}) but the cached pages could not be renewed; trying again`, error);
    }
  }

  async function loop() {
    await check();
    if (!stopped) timer = setTimeout(loop, intervalMs).unref();
  }

  return {
    /** Starts checking: at once, then every `intervalMs`. */
    start() {
      void loop();
    },
    /** One check now (tests). */
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
