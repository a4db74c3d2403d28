import { z } from 'zod';

// The one place that reads the environment. Checked once; every problem is reported on its own line.
const optionalUrl = z.string().url().optional();
/** A deadline in milliseconds, at least `min`. */
const ms = (fallback: number, min = 100) => z.coerce.number().int().min(min).max(3_600_000).default(fallback);
/** Above the 60 s idle limit of nginx's upstream connections and of common load balancers. */
export const DEFAULT_KEEP_ALIVE_MS = 65_000;
const password = z.string().min(8, 'must be at least 8 characters').optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres://, postgresql:// or file:')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Redis keys and the cache bus channel start with it: instances of one site share it, two sites on one Redis each have their own. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ only, at most 40').default('skills'),
  API_UPSTREAM_URL: optionalUrl,
  APP_ID: z.string().regex(/^\d+$/, 'must be a number').default('10004'),
  MANAGER_CLIENT_ID: z.string().min(1).default('2'),
  MANAGER_CLIENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_DRIVER: z.enum(['log']).default('log'),
  /** The log driver also appends its lines here, so tests and a local user can read the codes. */
  SMS_LOG_FILE: z.string().optional(),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  /** Where uploads live: unset (or `file:`) is UPLOAD_DIR on this machine's disk; `s3://bucket/prefix` is S3-compatible object storage. */
  STORAGE_URL: z.string().regex(/^(file:$|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$)/, 'must be file: or s3://bucket/prefix').optional(),
  /** The S3 API's address (MinIO, OSS, COS, OBS); unset is AWS itself, by S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the path (http://host/bucket/key), as MinIO and most on-premises stores need; false puts it in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Deadlines on every call out of the process (README, Operations: deadlines), in milliseconds. When one
   * passes the request answers 503 (or its route's documented error) and the call is abandoned.
   */
  S3_CONNECT_TIMEOUT_MS: ms(3000),
  /** One request to the store (a read, a check, a delete; the start and end of an upload) must be answered within it, and each wait on a file's bytes once the store has begun sending them. */
  S3_REQUEST_TIMEOUT_MS: ms(10_000),
  /** One multipart part (up to 8 MB) must be taken by the store within it. */
  S3_PART_TIMEOUT_MS: ms(60_000),
  /** Opening a PostgreSQL connection, or waiting for a free one in the pool. */
  DATABASE_CONNECT_TIMEOUT_MS: ms(5000),
  /** One PostgreSQL statement must be answered within it, or its connection is closed; 0 turns it off, for long maintenance commands. */
  DATABASE_STATEMENT_TIMEOUT_MS: ms(15_000, 0),
  REDIS_CONNECT_TIMEOUT_MS: ms(2000),
  REDIS_COMMAND_TIMEOUT_MS: ms(2000),
  /** The upstream API (API_UPSTREAM_URL) must have answered the headers of a /api/v1 request within it; a video upload has 30 minutes. */
  API_UPSTREAM_TIMEOUT_MS: ms(20_000),
  /** The SMS driver must have handed a message over within it. */
  SMS_TIMEOUT_MS: ms(10_000),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Set by `npm start` when SITE_URL was not given and the served address stands in: the back office says so. */
  SITE_URL_DERIVED: z.enum(['1']).optional(),
  /** A TrueType/OpenType font (or collection) with Chinese glyphs for certificate PDFs; else the bundled Noto Sans Hans (lib/server/certificates/font.ts). */
  CERT_FONT_FILE: z.string().optional(),
  /**
   * The certificate signing keys, a JSON Web Key Set of Ed25519 keys (`{"keys":[{kty:"OKP",crv:"Ed25519",x,d,kid},…]}`, or one such JWK):
   * the first key with a private part signs, the others only verify. Unset: a key generated once beside the database (README).
   */
  CERT_SIGNING_KEY: z.string().optional(),
  /** The Open Badges 3.0 export's RSA signing keys (RS256), a JSON Web Key Set like CERT_SIGNING_KEY's. Unset: a key generated once beside it. */
  CERT_BADGE_KEY: z.string().optional(),
  /**
   * The key that encrypts citizens' ID numbers at rest: 32 bytes as 64 hex digits or 43 base64url characters (`openssl rand -base64 32`
   * also works); during a rotation `new,old` (the first seals, every one opens). Unset: a key generated once beside the database (README).
   */
  DATA_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9_-]{43}|[A-Za-z0-9+/]{43}=)(?:,(?:[0-9a-fA-F]{64}|[A-Za-z0-9_-]{43}|[A-Za-z0-9+/]{43}=))*$/, 'must be 32 bytes as 64 hex digits or base64, several separated by commas')
    .optional(),
  PLATFORM_PROVINCE: z.string().regex(/^\d{2}0000$/, 'must be a GB/T 2260 province code such as 410000').default('410000'),
  /** Who records subsidy payments: the province (default) or each city for its own claims. */
  SUBSIDY_PAYER: z.enum(['province', 'city']).default('province'),
  ADMIN_PASSWORD: password,
  DEMO_PASSWORD: password,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Reverse proxies in front of this server that append the peer to X-Forwarded-For (nginx:
   * $proxy_add_x_forwarded_for). 0: none, the client address is the socket's. N: the entry N places
   * from the right, the one the first trusted proxy appended; entries further left are the client's
   * own claims. `npm run api` behind the Next app counts that app as one.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * How long an idle keep-alive connection stays open, in ms. Node's default (5 s) is shorter than a
   * reverse proxy's or a client's own idle limit (nginx upstream and load balancers: 60 s), so the server
   * closed connections a client was just reusing: the request sent as the socket closed got a reset.
   */
  KEEP_ALIVE_TIMEOUT: z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_KEEP_ALIVE_MS),
  /** Sign-in attempts per client address per 10 minutes; raise it where many learners share one address (a training centre's NAT). */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How long a rendered public page answers repeat views (0 turns the page cache off); any back-office write empties it. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** How long an anonymous public API read answers repeats (0 turns it off); writes through the process empty it. */
  API_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Requests handed to Next per turn of the event loop (lib/server/request-hooks/fair-start.ts); 0 hands them all at once. */
  REQUESTS_PER_TURN: z.coerce.number().int().min(0).max(10_000).default(8),
  /**
   * The bench only (scripts/bench/sql-floor.ts), never in production: requests whose id starts with `bench-sql-`
   * append each SQL statement they run (text and parameters) to this file (lib/server/db/statement-log.ts).
   */
  BENCH_SQL_LOG: z.string().min(1).optional(),
  /** When set, /api/metrics answers only to `Authorization: Bearer <token>`; unset, only to loopback clients. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
}).superRefine((v, ctx) => {
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: [v.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'], message: 'must be set together with the other S3 key' });
  }
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `Invalid configuration: ${i.path.join('.')} ${i.message}`);
  throw new EnvError(lines.join('\n'));
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the checked environment so the next env() reads process.env again (tests change it). */
export function reloadEnv(): void {
  cached = undefined;
}
