import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataKeyError, resolveDataKeys, type DataKeys } from './crypto/dataKeys';
import { resolveVapidKeys, VapidKeyError, type VapidConfig } from './modules/push/vapidKeys';

/**
 * Every environment variable the server reads, with its default. The README prints this list, so
 * a variable that is not here does not exist.
 */
export const envVars = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Address to bind.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder for the embedded database (PGlite), the generated JWT secret and data key, and the mail outbox.',
  },
  { name: 'DATABASE_URL', default: '(none: PGlite in DATA_DIR)', description: 'postgres://… switches to a real PostgreSQL server.' },
  {
    name: 'REDIS_URL',
    default: '(none: the database)',
    description: 'redis://… keeps the rate limits and wrong-password counts in Redis, shared by every process that uses it.',
  },
  { name: 'STATIC_DIR', default: './dist', description: 'Built client to serve; the API still runs when it has no index.html.' },
  { name: 'JWT_SECRET', default: '(generated once into DATA_DIR/jwt-secret)', description: 'HS256 signing key, at least 32 characters.' },
  {
    name: 'JWT_TTL',
    default: '1h',
    description: 'Token lifetime: seconds, or a number with s, m, h or d. POST /api/auth/refresh renews it within SESSION_MAX_AGE.',
  },
  {
    name: 'SESSION_MAX_AGE',
    default: '30d',
    description: 'Absolute session lifetime from login (same format as JWT_TTL); after it, refresh fails and the user signs in again.',
  },
  {
    name: 'SESSION_IDLE_TIMEOUT',
    default: '7d',
    description:
      'How long after it expired a token can still be renewed by POST /api/auth/refresh (a phone that slept, an app closed for the night); a device idle longer signs in again.',
  },
  {
    name: 'RECENT_LOGIN_SECONDS',
    default: '300',
    description: 'How recent the last password entry must be to change email, phone or password.',
  },
  {
    name: 'ADMIN_USERNAME',
    default: '(none)',
    description: 'With ADMIN_PASSWORD: creates this admin at start when the user name does not exist yet.',
  },
  { name: 'ADMIN_PASSWORD', default: '(none)', description: 'Password of that first admin.' },
  { name: 'ADMIN_EMAIL', default: '<ADMIN_USERNAME>@admin.invalid', description: 'Email of that first admin.' },
  { name: 'SMTP_URL', default: '(none: mail goes to DATA_DIR/outbox)', description: 'smtp(s)://user:pass@host:port for outgoing mail.' },
  { name: 'MAIL_FROM', default: 'MuaHộ <no-reply@localhost>', description: 'Sender of outgoing mail.' },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(generated once into DATA_DIR/vapid.json)',
    description: 'Web Push (VAPID) public key, base64url; with VAPID_PRIVATE_KEY. Changing it orphans existing subscriptions.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(generated once into DATA_DIR/vapid.json)',
    description: 'Web Push (VAPID) private key, base64url; with VAPID_PUBLIC_KEY.',
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'mailto:<the MAIL_FROM address>',
    description: 'Contact the push services may use: a mailto: or https: URL.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true, false, a hop count or a list of addresses; set it behind a reverse proxy so rate limits see client addresses.',
  },
  {
    name: 'RATE_LIMIT_WINDOW_SECONDS',
    default: '3600',
    description:
      'Window of the address, forgot-password, register and agency limits; failed password tries are forgotten this long after the last one.',
  },
  {
    name: 'RATE_LIMIT_LOGIN_FREE_PER_PAIR',
    default: '5',
    description: 'Wrong passwords for one account from one address (or one known device) before each further try waits 1 s, 2 s, 4 s…',
  },
  {
    name: 'RATE_LIMIT_LOGIN_FREE_PER_ACCOUNT',
    default: '20',
    description: 'Wrong passwords for one account from devices that never signed in to it, from any address, before waits start.',
  },
  { name: 'RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS', default: '900', description: 'The longest wait a run of wrong passwords can cause.' },
  {
    name: 'RATE_LIMIT_LOGIN_PER_ADDRESS',
    default: '300',
    description: 'Wrong passwords per client address per window from devices that never signed in (credential stuffing).',
  },
  { name: 'RATE_LIMIT_REGISTER_PER_ADDRESS', default: '10', description: 'New accounts per client address per window.' },
  { name: 'RATE_LIMIT_FORGOT_PER_ACCOUNT', default: '5', description: 'Password reset requests per account per window.' },
  { name: 'RATE_LIMIT_FORGOT_PER_ADDRESS', default: '30', description: 'Password reset requests per client address per window.' },
  { name: 'RATE_LIMIT_AGENCY_CUSTOMERS_PER_AGENCY', default: '50', description: 'Customer accounts an agency may make per window.' },
  { name: 'RATE_LIMIT_AGENCY_INVITES_PER_AGENCY', default: '50', description: 'Invitations an agency may send per window.' },
  { name: 'PASSWORD_HASH_MEMORY_KIB', default: '19456', description: 'Argon2id memory cost in KiB.' },
  { name: 'PASSWORD_HASH_ITERATIONS', default: '2', description: 'Argon2id time cost.' },
  { name: 'PASSWORD_HASH_PARALLELISM', default: '1', description: 'Argon2id lanes.' },
  { name: 'PASSWORD_HASH_CONCURRENCY', default: '4', description: 'Password hashes computed at once; more wait in line.' },
  {
    name: 'BANK_WEBHOOK_SECRET',
    default: '(none: the bank webhook is refused)',
    description:
      'Shared secret the bank sends as "Authorization: Apikey <secret>" to POST /api/Staff/BankTransfer; at least 16 characters.',
  },
  // Where products come from (see ProductSourceConfig).
  {
    name: 'PRODUCT_SOURCE',
    default: 'catalog',
    description: 'Where products come from: catalog (built in, no outside service) or http (a product data API, PRODUCT_API_*).',
  },
  {
    name: 'PRODUCT_API_URL',
    default: '(none)',
    description: 'With PRODUCT_SOURCE=http: base URL of an item_get / item_search API, e.g. https://api-gw.onebound.cn.',
  },
  { name: 'PRODUCT_API_KEY', default: '(none)', description: 'With PRODUCT_SOURCE=http: the API key, sent as the key query parameter.' },
  {
    name: 'PRODUCT_API_SECRET',
    default: '(none)',
    description: 'With PRODUCT_SOURCE=http: the API secret, sent as the secret query parameter when set.',
  },
  {
    name: 'PRODUCT_API_TIMEOUT_MS',
    default: '8000',
    description: 'With PRODUCT_SOURCE=http: how long to wait for an answer before reporting product-source-unavailable.',
  },
  // Taobao Global (see TaobaoGlobalConfig) and the key its tokens are stored under.
  {
    name: 'TAOBAO_GLOBAL_SOURCE',
    default: 'simulator',
    description:
      'How Taobao Global orders are placed: simulator (built in, orders kept in the database, no keys) or http (the open.taobao.global API, TAOBAO_GLOBAL_*).',
  },
  {
    name: 'TAOBAO_GLOBAL_BASE_URL',
    default: '(none)',
    description: 'With TAOBAO_GLOBAL_SOURCE=http: the API gateway, e.g. https://api.taobao.global/rest.',
  },
  { name: 'TAOBAO_GLOBAL_APP_KEY', default: '(none)', description: 'With TAOBAO_GLOBAL_SOURCE=http: the app key of the developer app.' },
  {
    name: 'TAOBAO_GLOBAL_APP_SECRET',
    default: '(none)',
    description: 'With TAOBAO_GLOBAL_SOURCE=http: the app secret requests are signed with (HMAC-SHA256).',
  },
  {
    name: 'TAOBAO_GLOBAL_TIMEOUT_MS',
    default: '10000',
    description: 'With TAOBAO_GLOBAL_SOURCE=http: how long to wait for an answer before reporting taobao-global-unavailable.',
  },
  {
    name: 'TAOBAO_GLOBAL_SIM_SHIP_AFTER_MINUTES',
    default: '(none: staff advance orders)',
    description: 'With the simulator: a paid purchase order counts as shipped this many minutes after payment.',
  },
  {
    name: 'TAOBAO_GLOBAL_SYNC_SECONDS',
    default: '60',
    description:
      'How often the server asks Taobao Global about open orders (payment, shipment, tracking codes, refunds); 0 turns the background sync off.',
  },
  {
    name: 'NOTIFICATION_DELIVERY',
    default: 'on',
    description:
      'on: notifications go out by Web Push and e-mail from the job queue, right after the change and in a sweep every minute; off: they wait in the outbox (tests deliver them themselves).',
  },
  {
    name: 'DATA_ENCRYPTION_KEY',
    default: '(generated once into DATA_DIR/data-encryption-key)',
    description:
      'AES-256 key (64 hex digits or base64 of 32 bytes) for secrets stored in the database, such as linked Taobao Global tokens. Required when several servers share one PostgreSQL database.',
  },
  {
    name: 'DATA_ENCRYPTION_PREVIOUS_KEYS',
    default: '(none)',
    description:
      'Comma-separated keys replaced by DATA_ENCRYPTION_KEY: values written under them stay readable and are rewritten under the new key.',
  },
  { name: 'BODY_LIMIT_BYTES', default: '65536', description: 'Largest request body accepted.' },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    default: '60',
    description: 'Time for a whole request (head and body) to arrive; a slower sender gets 408 and is disconnected.',
  },
  {
    name: 'HEADERS_TIMEOUT_SECONDS',
    default: '15',
    description: 'Time for a request head to arrive; at most REQUEST_TIMEOUT_SECONDS.',
  },
  {
    name: 'KEEP_ALIVE_TIMEOUT_SECONDS',
    default: '72',
    description:
      'How long a connection is kept open, idle, for the next request; keep it above the idle timeout of a reverse proxy in front (often 60 s).',
  },
  {
    name: 'CONNECTION_TIMEOUT_SECONDS',
    default: '120',
    description:
      'A connection with no traffic either way for this long while a request is open is closed (a client that stopped reading its answer).',
  },
  { name: 'SKIP_BUILD', default: '(unset)', description: 'npm start only: 1 serves dist/ as it is, without rebuilding the client.' },
] as const;

export type EnvVarName = (typeof envVars)[number]['name'];
export type Env = Partial<Record<EnvVarName, string | undefined>>;

export interface RateLimitConfig {
  windowMs: number;
  loginFreePerPair: number;
  loginFreePerAccount: number;
  loginMaxDelayMs: number;
  loginPerAddress: number;
  registerPerAddress: number;
  forgotPerAccount: number;
  forgotPerAddress: number;
  agencyCustomersPerAgency: number;
  agencyInvitesPerAgency: number;
}

export interface PasswordHashConfig {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  maxConcurrent: number;
}

/**
 * How long a client may take, in milliseconds. Without limits a client sending a byte every few
 * seconds holds a connection forever, and a few hundred of them hold the server.
 */
export interface TimeoutConfig {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
  connectionMs: number;
}

/** PRODUCT_SOURCE and its PRODUCT_API_* settings. */
export type ProductSourceConfig =
  { kind: 'catalog' } | { kind: 'http'; baseUrl: string; apiKey: string; apiSecret?: string; timeoutMs: number };

/** TAOBAO_GLOBAL_SOURCE and its settings. */
export type TaobaoGlobalConfig =
  | { kind: 'simulator'; shipAfterMinutes: number | undefined }
  | { kind: 'http'; baseUrl: string; appKey: string; appSecret: string; timeoutMs: number };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** REDIS_URL: where the rate limits are counted; unset, in the database. */
  redisUrl: string | undefined;
  staticDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  /** How long after its expiry a token can still be renewed: a device idle longer signs in again. */
  sessionIdleSeconds: number;
  recentLoginSeconds: number;
  admin: { userName: string; password: string; email: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Fastify's trustProxy: on/off, addresses or CIDR ranges, or "trust n hops". */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  rateLimit: RateLimitConfig;
  passwordHash: PasswordHashConfig;
  bodyLimit: number;
  timeouts: TimeoutConfig;
  vapid: VapidConfig;
  /** BANK_WEBHOOK_SECRET: lets the bank post statement lines; unset, only staff can. */
  bankWebhookSecret?: string;
  products: ProductSourceConfig;
  taobaoGlobal: TaobaoGlobalConfig;
  /** TAOBAO_GLOBAL_SYNC_SECONDS: the background sync's period; 0, off. */
  taobaoGlobalSyncSeconds: number;
  /** NOTIFICATION_DELIVERY: whether the job queue sends the notification outbox by push and e-mail. */
  notificationDelivery: boolean;
  /** DATA_ENCRYPTION_KEY (or the generated one) and DATA_ENCRYPTION_PREVIOUS_KEYS. */
  dataKeys: DataKeys;
}

export class ConfigError extends Error {}

function redisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rediss?:\/\//.test(value)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  return value;
}

const MIN_SECRET_LENGTH = 32;

/** Reads the environment once at start; throws ConfigError with the variable's name when a value is wrong. */
export function loadConfig(env: Env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const adminUserName = env.ADMIN_USERNAME?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  const mailFrom = env.MAIL_FROM || 'MuaHộ <no-reply@localhost>';
  if (Boolean(adminUserName) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD go together: set both or neither');
  }
  return {
    port: int(env, 'PORT', 8080, 0),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: redisUrl(env.REDIS_URL),
    staticDir: resolve(env.STATIC_DIR || './dist'),
    jwtSecret: env.JWT_SECRET ? checkedSecret(env.JWT_SECRET) : storedSecret(dataDir),
    // Short tokens limit what a leaked one is worth; the app refreshes them within the session,
    // and may renew one that expired while the device slept, up to SESSION_IDLE_TIMEOUT later.
    jwtTtlSeconds: duration(env, 'JWT_TTL', 3600),
    sessionMaxAgeSeconds: duration(env, 'SESSION_MAX_AGE', 30 * 24 * 3600),
    sessionIdleSeconds: duration(env, 'SESSION_IDLE_TIMEOUT', 7 * 24 * 3600),
    recentLoginSeconds: int(env, 'RECENT_LOGIN_SECONDS', 300, 1),
    admin:
      adminUserName && adminPassword
        ? { userName: adminUserName, password: adminPassword, email: env.ADMIN_EMAIL || `${adminUserName.toLowerCase()}@admin.invalid` }
        : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimit: {
      windowMs: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 3600, 1) * 1000,
      loginFreePerPair: int(env, 'RATE_LIMIT_LOGIN_FREE_PER_PAIR', 5, 1),
      loginFreePerAccount: int(env, 'RATE_LIMIT_LOGIN_FREE_PER_ACCOUNT', 20, 1),
      loginMaxDelayMs: int(env, 'RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS', 900, 1) * 1000,
      loginPerAddress: int(env, 'RATE_LIMIT_LOGIN_PER_ADDRESS', 300, 1),
      registerPerAddress: int(env, 'RATE_LIMIT_REGISTER_PER_ADDRESS', 10, 1),
      forgotPerAccount: int(env, 'RATE_LIMIT_FORGOT_PER_ACCOUNT', 5, 1),
      forgotPerAddress: int(env, 'RATE_LIMIT_FORGOT_PER_ADDRESS', 30, 1),
      agencyCustomersPerAgency: int(env, 'RATE_LIMIT_AGENCY_CUSTOMERS_PER_AGENCY', 50, 1),
      agencyInvitesPerAgency: int(env, 'RATE_LIMIT_AGENCY_INVITES_PER_AGENCY', 50, 1),
    },
    passwordHash: {
      memoryCost: int(env, 'PASSWORD_HASH_MEMORY_KIB', 19456, 8),
      timeCost: int(env, 'PASSWORD_HASH_ITERATIONS', 2, 1),
      parallelism: int(env, 'PASSWORD_HASH_PARALLELISM', 1, 1),
      maxConcurrent: int(env, 'PASSWORD_HASH_CONCURRENCY', 4, 1),
    },
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024),
    timeouts: timeouts(env),
    vapid: vapid(env, dataDir, mailFrom),
    bankWebhookSecret: bankWebhookSecret(env.BANK_WEBHOOK_SECRET),
    products: productSource(env),
    taobaoGlobal: taobaoGlobal(env),
    taobaoGlobalSyncSeconds: int(env, 'TAOBAO_GLOBAL_SYNC_SECONDS', 60, 0),
    notificationDelivery: onOff(env, 'NOTIFICATION_DELIVERY', true),
    dataKeys: dataKeys(env, dataDir),
  };
}

function int(env: Env, name: EnvVarName, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

function duration(env: Env, name: EnvVarName, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  const amount = match ? Number(match[1]) : NaN;
  if (!match || amount < 1) throw new ConfigError(`${name} must look like 3600, 30m, 12h or 7d, got "${raw}"`);
  const unit = (match[2] || 's') as keyof typeof UNIT_SECONDS;
  return amount * UNIT_SECONDS[unit];
}

function timeouts(env: Env): TimeoutConfig {
  const request = int(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1);
  const headers = int(env, 'HEADERS_TIMEOUT_SECONDS', Math.min(15, request), 1);
  const keepAlive = int(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1);
  const connection = int(env, 'CONNECTION_TIMEOUT_SECONDS', 120, 1);
  // Node refuses a server whose head may take longer than the whole request.
  if (headers > request) throw new ConfigError(`HEADERS_TIMEOUT_SECONDS (${headers}) must not exceed REQUEST_TIMEOUT_SECONDS (${request})`);
  return { requestMs: request * 1000, headersMs: headers * 1000, keepAliveMs: keepAlive * 1000, connectionMs: connection * 1000 };
}

function trustProxy(raw: string | undefined): Config['trustProxy'] {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
}

function vapid(env: Env, dataDir: string, mailFrom: string): VapidConfig {
  const subject = env.VAPID_SUBJECT || `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  try {
    return { ...resolveVapidKeys({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, dataDir }), subject };
  } catch (error) {
    if (error instanceof VapidKeyError) throw new ConfigError(error.message);
    throw error;
  }
}

const MIN_WEBHOOK_SECRET_LENGTH = 16;

/** A short shared secret could be guessed by anyone who finds the webhook URL. */
function bankWebhookSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_WEBHOOK_SECRET_LENGTH)
    throw new ConfigError(`BANK_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`);
  return raw;
}

function onOff(env: Env, name: EnvVarName, fallback: boolean): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new ConfigError(`${name} must be on or off, got "${value}"`);
}

function productSource(env: Env): ProductSourceConfig {
  const kind = env.PRODUCT_SOURCE || 'catalog';
  if (kind === 'catalog') return { kind };
  if (kind !== 'http') throw new ConfigError(`PRODUCT_SOURCE must be catalog or http, got "${kind}"`);
  const baseUrl = env.PRODUCT_API_URL ?? '';
  if (!/^https?:\/\/[^\s/]+/.test(baseUrl)) throw new ConfigError('PRODUCT_SOURCE=http needs PRODUCT_API_URL, an http(s) URL');
  const apiKey = env.PRODUCT_API_KEY;
  if (!apiKey) throw new ConfigError('PRODUCT_SOURCE=http needs PRODUCT_API_KEY');
  return {
    kind,
    baseUrl,
    apiKey,
    apiSecret: env.PRODUCT_API_SECRET || undefined,
    timeoutMs: int(env, 'PRODUCT_API_TIMEOUT_MS', 8000, 100),
  };
}

function taobaoGlobal(env: Env): TaobaoGlobalConfig {
  const kind = env.TAOBAO_GLOBAL_SOURCE || 'simulator';
  if (kind === 'simulator') {
    const minutes = env.TAOBAO_GLOBAL_SIM_SHIP_AFTER_MINUTES;
    return { kind, shipAfterMinutes: minutes ? int(env, 'TAOBAO_GLOBAL_SIM_SHIP_AFTER_MINUTES', 0, 0) : undefined };
  }
  if (kind !== 'http') throw new ConfigError(`TAOBAO_GLOBAL_SOURCE must be simulator or http, got "${kind}"`);
  const baseUrl = env.TAOBAO_GLOBAL_BASE_URL ?? '';
  if (!/^https?:\/\/[^\s/]+/.test(baseUrl))
    throw new ConfigError('TAOBAO_GLOBAL_SOURCE=http needs TAOBAO_GLOBAL_BASE_URL, an http(s) URL such as https://api.taobao.global/rest');
  const appKey = env.TAOBAO_GLOBAL_APP_KEY;
  if (!appKey) throw new ConfigError('TAOBAO_GLOBAL_SOURCE=http needs TAOBAO_GLOBAL_APP_KEY');
  const appSecret = env.TAOBAO_GLOBAL_APP_SECRET;
  if (!appSecret) throw new ConfigError('TAOBAO_GLOBAL_SOURCE=http needs TAOBAO_GLOBAL_APP_SECRET');
  return { kind, baseUrl, appKey, appSecret, timeoutMs: int(env, 'TAOBAO_GLOBAL_TIMEOUT_MS', 10_000, 100) };
}

function dataKeys(env: Env, dataDir: string): DataKeys {
  try {
    return resolveDataKeys({ key: env.DATA_ENCRYPTION_KEY, previousKeys: env.DATA_ENCRYPTION_PREVIOUS_KEYS, dataDir });
  } catch (error) {
    if (error instanceof DataKeyError) throw new ConfigError(error.message);
    throw error;
  }
}

function checkedSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  return secret;
}

/**
 * Without JWT_SECRET a secret is generated once and kept beside the data, so tokens survive
 * restarts and a fresh install needs no setup. The file is readable by its owner only.
 */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return checkedSecret(readFileSync(file, 'utf8').trim());
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process created the file meanwhile; then theirs wins.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return checkedSecret(readFileSync(file, 'utf8').trim());
  }
  return secret;
}
