import { createECDH } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEV_JWT_SECRET } from '../../../contracts/session-token';
import { isLoopback } from '../lib/loopback';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on; `localhost` (loopback only) outside production unless set. */
  API_HOST: z.string().optional(),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Public URL of the API, used in page links and by the web app. */
  API_PUBLIC_URL: z.string().url().optional(),
  /**
   * Slow clients, ms (README "Configuration"): a whole request (headers and body) arrives within the request timeout,
   * its headers within the headers timeout; a connection idle either way, or kept alive between requests, closes.
   */
  API_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  API_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  API_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  API_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
  /** Connections (websockets included) one API copy holds at most; the next ones are closed as they come. */
  API_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Origin(s) of the web app allowed by CORS, comma-separated. */
  WEB_ORIGIN: z.string().default('http://localhost:3000'),
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL waits, ms: past them a request answers 503 with Retry-After instead of waiting on. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(15_000),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  /** How often each API copy checks that the sessions of its open sockets are still live (sign-out, password change), ms. */
  REALTIME_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Key prefix of the rate-limit counters in Redis (API copies that share limits use the same one). */
  RATE_LIMIT_PREFIX: z.string().default('rl:'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /**
   * Uploads (POST /temp-files) go to an S3-compatible bucket when S3_BUCKET is set, else to UPLOAD_DIR. API copies
   * behind one balancer need the bucket (and one database): a file's chunks may reach different copies.
   */
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible server (MinIO, ...); unset for AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Where browsers load claimed files from the bucket (a CDN); default `<S3_ENDPOINT>/<S3_BUCKET>`. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** How long an upload is kept after its first chunk, seconds, unless a record claims it (then the sweep removes it). */
  TEMP_FILE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(24 * 3600),
  /** The largest file POST /temp-files accepts (docs/api.md#uploads: 100*1024 MB); a larger declared total is a 413. */
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024 * 1024 * 1024)
    .default(100 * 1024 * 1024 * 1024),
  /** The declared bytes one user may hold in unclaimed uploads; a new file past it is a 413. */
  UPLOAD_USER_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(2 * 1024 ** 3),
  /** The free space a chunk must leave on UPLOAD_DIR's disk, else 507 (not with S3_BUCKET). */
  UPLOAD_MIN_FREE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .default(5 * 1024 ** 3),
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Climate'),
  JWT_SECRET: z.string().min(32).optional(),
  /** Serves GET /dev/outbox (SMS codes kept by the outbox sender) to loopback callers; off unless asked for. */
  DEV_OUTBOX: bool.default(false),
  ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 30),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** GET /metrics answers callers on this machine, and anyone sending `Authorization: Bearer <METRICS_TOKEN>` when set. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Whose X-Forwarded-For to believe: `true`, `false`, or addresses/CIDRs/`loopback` (comma-separated).
   * `npm start` sets `loopback`: the web server on the same machine forwards the visitor's address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v)),
  /** Catalogue responses cached in memory per catalogue version; 0 turns the cache off. */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  /** How long an API copy trusts the catalogue version it read (an import shows within this time), ms. */
  CATALOG_VERSION_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** Visicom geocoder key: address suggestions then carry Visicom's id (`visicomId`). Unset: the embedded codifier alone. */
  VISICOM_API_KEY: z.string().optional(),
  VISICOM_URL: z.string().url().default('https://api.visicom.ua/data-api/5.0'),
  /** How long a suggestion waits for Visicom before it is answered without its id, ms. */
  VISICOM_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  /**
   * Web Push (docs/decisions/0054-web-push.md): the VAPID key pair (base64url, `npx web-push generate-vapid-keys`) and
   * the operator's contact the push services see. Unset outside production: a pair is made once and kept in the database.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'an uncompressed P-256 public key in base64url without padding (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url without padding (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
    .optional(),
});

export type Env = z.infer<typeof schema>;

export type Config = Omit<Env, 'API_HOST'> & {
  API_HOST: string;
  dataDir: string;
  uploadDir: string;
  smsProvider: 'outbox' | 'http';
  /** The HTTP gateway when `smsProvider` is `http` (loadConfig refuses that without its URL), else null. */
  smsGateway: { url: string; token?: string; sender: string } | null;
  seedDemo: boolean;
  jwtSecret: string;
  webOrigins: string[];
  apiPublicUrl: string;
  /**
   * Web Push: the configured key pair; `generated` outside production without one (made once, kept in the database,
   * modules/push/vapid.ts); null in production without one: push is off.
   */
  vapid: { publicKey: string; privateKey: string } | 'generated' | null;
  /** The VAPID `sub` claim: VAPID_SUBJECT, outside production a placeholder when unset. */
  vapidSubject: string;
};

/** The contact a development or demo API signs its pushes with when VAPID_SUBJECT is unset. */
export const DEV_VAPID_SUBJECT = 'mailto:push@example.com';

/** The environment variables the API reads (README "Configuration"; `.env.example` lists every one). */
export const apiVariables = Object.keys(schema.shape) as (keyof Env)[];

/**
 * What a production API cannot do without: each problem of `env` as one line, so that an operator fixes them all at
 * once instead of one per restart. `set` holds the variables given explicitly (defaults aside).
 */
function productionGaps(env: Env, set: Set<string>, realSecret: boolean): string[] {
  const gaps = [
    !realSecret && 'JWT_SECRET: at least 32 characters, not the development default (the web app needs the same value)',
    !env.API_PUBLIC_URL && 'API_PUBLIC_URL: the public URL of the API (links to uploaded files and in SMS)',
    !set.has('WEB_ORIGIN') && 'WEB_ORIGIN: the public origin(s) of the web app (CORS, links in notifications)',
    env.VAPID_PUBLIC_KEY &&
      !env.VAPID_SUBJECT &&
      'VAPID_SUBJECT: with the VAPID keys, a mailto: address or https: URL where push services can reach the operator',
  ];
  return gaps.filter((gap): gap is string => typeof gap === 'string');
}

/** Settings that are wrong in any mode: a gateway without its URL, half an S3 key pair. */
function inconsistencies(env: Env, smsProvider: 'outbox' | 'http'): string[] {
  const problems = [
    smsProvider === 'http' && !env.SMS_HTTP_URL && 'SMS_HTTP_URL: required when SMS_PROVIDER is http (the default in production)',
    env.S3_BUCKET &&
      !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY &&
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither (neither: the SDK finds the credentials itself)',
    !env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY &&
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither (`npx web-push generate-vapid-keys` makes a pair)',
    env.VAPID_PUBLIC_KEY &&
      env.VAPID_PRIVATE_KEY &&
      !isKeyPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY) &&
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not one key pair (the public key is not the private key's)",
  ];
  return problems.filter((problem): problem is string => typeof problem === 'string');
}

/** Whether `publicKey` is the P-256 public key of `privateKey` (both base64url). */
function isKeyPair(publicKey: string, privateKey: string) {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

/** The configuration is refused with every problem listed, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The API cannot start with this configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '' && v !== undefined));
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const realSecret = env.JWT_SECRET !== undefined && env.JWT_SECRET !== DEV_JWT_SECRET;
  const host = env.API_HOST ?? (production ? '0.0.0.0' : 'localhost');
  const smsProvider = env.SMS_PROVIDER ?? (production ? 'http' : 'outbox');
  const problems = [
    ...(production ? productionGaps(env, new Set(Object.keys(given)), realSecret) : []),
    // Anyone who can reach the API could sign tokens of any role with the public development secret.
    ...(!production && !isLoopback(host) && !realSecret
      ? [`JWT_SECRET: at least 32 characters, not the development default, when the API listens beyond loopback (API_HOST=${host})`]
      : []),
    ...inconsistencies(env, smsProvider),
  ];
  if (problems.length) throw new ConfigError(problems);
  return {
    ...env,
    API_HOST: host,
    dataDir: env.DATA_DIR.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR),
    uploadDir: path.resolve(env.UPLOAD_DIR),
    smsProvider,
    smsGateway: smsProvider === 'http' && env.SMS_HTTP_URL ? { url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER } : null,
    seedDemo: env.SEED_DEMO ?? !production,
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    webOrigins: env.WEB_ORIGIN.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    apiPublicUrl: env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}`,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : production ? null : 'generated',
    vapidSubject: env.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT,
  };
}
