import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envVars, loadConfig } from '../../server/config';
import { useTempDirs } from './helpers';

describe('configuration from the environment', () => {
  const tempDir = useTempDirs('muaho-config-');

  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      jwtTtlSeconds: 3600,
      sessionMaxAgeSeconds: 30 * 24 * 3600,
      sessionIdleSeconds: 7 * 24 * 3600,
      recentLoginSeconds: 300,
      admin: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      bodyLimit: 65536,
      timeouts: { requestMs: 60_000, headersMs: 15_000, keepAliveMs: 72_000, connectionMs: 120_000 },
      passwordHash: { memoryCost: 19456, timeCost: 2, parallelism: 1, maxConcurrent: 4 },
      rateLimit: {
        windowMs: 3_600_000,
        loginFreePerPair: 5,
        loginFreePerAccount: 20,
        loginMaxDelayMs: 900_000,
        loginPerAddress: 300,
        registerPerAddress: 10,
        forgotPerAccount: 5,
        forgotPerAddress: 30,
      },
    });
  });

  it('generates a JWT secret once, stores it in DATA_DIR readable by its owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('generates a data encryption key once, stores it in DATA_DIR readable by its owner only, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.dataKeys.current).toHaveLength(32);
    expect(second.dataKeys.current).toEqual(first.dataKeys.current);
    expect(Buffer.from(readFileSync(join(dataDir, 'data-encryption-key'), 'utf8').trim(), 'base64')).toEqual(first.dataKeys.current);
    expect(statSync(join(dataDir, 'data-encryption-key')).mode & 0o077).toBe(0);
  });

  it('takes the data encryption key and the keys it replaced from the environment', () => {
    const key = 'ab'.repeat(32);
    const previous = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({ DATA_DIR: tempDir(), DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${previous} ,` });
    expect(config.dataKeys).toEqual({ current: Buffer.from(key, 'hex'), previous: [Buffer.alloc(32, 7)] });
  });

  it('runs Taobao Global on the simulator unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).taobaoGlobal).toEqual({ kind: 'simulator', shipAfterMinutes: undefined });
    expect(loadConfig({ DATA_DIR: tempDir(), TAOBAO_GLOBAL_SIM_SHIP_AFTER_MINUTES: '30' }).taobaoGlobal).toEqual({
      kind: 'simulator',
      shipAfterMinutes: 30,
    });
    const http = { TAOBAO_GLOBAL_SOURCE: 'http', TAOBAO_GLOBAL_BASE_URL: 'https://api.taobao.global/rest' };
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...http, TAOBAO_GLOBAL_APP_KEY: '500123', TAOBAO_GLOBAL_APP_SECRET: 's3cret' }).taobaoGlobal,
    ).toEqual({
      kind: 'http',
      baseUrl: 'https://api.taobao.global/rest',
      appKey: '500123',
      appSecret: 's3cret',
      timeoutMs: 10_000,
    });
  });

  it.each([
    [{ TAOBAO_GLOBAL_SOURCE: 'http' }, /needs TAOBAO_GLOBAL_BASE_URL/],
    [{ TAOBAO_GLOBAL_SOURCE: 'http', TAOBAO_GLOBAL_BASE_URL: 'https://api.taobao.global/rest' }, /needs TAOBAO_GLOBAL_APP_KEY/],
    [
      { TAOBAO_GLOBAL_SOURCE: 'http', TAOBAO_GLOBAL_BASE_URL: 'https://api.taobao.global/rest', TAOBAO_GLOBAL_APP_KEY: 'k' },
      /needs TAOBAO_GLOBAL_APP_SECRET/,
    ],
    [{ TAOBAO_GLOBAL_SOURCE: 'live' }, /must be simulator or http/],
    [{ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' }, /DATA_ENCRYPTION_KEY must be 32 bytes/],
    [
      { DATA_ENCRYPTION_KEY: 'ab'.repeat(32), DATA_ENCRYPTION_PREVIOUS_KEYS: 'nope' },
      /DATA_ENCRYPTION_PREVIOUS_KEYS \(key 1\) must be 32 bytes/,
    ],
  ])('refuses %o with a ConfigError that says what is missing', (env, words) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(words);
  });

  it('reads durations, numbers and the admin pair', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      JWT_SECRET: 's'.repeat(32),
      JWT_TTL: '12h',
      PORT: '9000',
      ADMIN_USERNAME: 'Boss',
      ADMIN_PASSWORD: 'mật khẩu của sếp',
      TRUST_PROXY: 'true',
    });
    expect(config.jwtTtlSeconds).toBe(12 * 3600);
    expect(config.port).toBe(9000);
    expect(config.admin).toEqual({ userName: 'Boss', password: 'mật khẩu của sếp', email: 'boss@admin.invalid' });
    expect(config.trustProxy).toBe(true);
  });

  it('keeps the head within the request time when only the request time is shortened', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), REQUEST_TIMEOUT_SECONDS: '5' }).timeouts).toMatchObject({ requestMs: 5000, headersMs: 5000 });
  });

  it.each([
    [{ PORT: 'eighty' }],
    [{ JWT_TTL: '7 weeks' }],
    [{ JWT_SECRET: 'short' }],
    [{ ADMIN_USERNAME: 'boss' }],
    [{ RATE_LIMIT_LOGIN_FREE_PER_PAIR: '0' }],
    [{ REDIS_URL: 'localhost:6379' }],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }],
    [{ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '20' }],
  ])('refuses %o with a ConfigError naming the problem', (env) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
  });

  it('documents every variable once', () => {
    const names = envVars.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    for (const variable of envVars) expect(variable.description.length).toBeGreaterThan(5);
  });
});
