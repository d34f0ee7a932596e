import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createDeviceTokens } from './auth/deviceToken';
import { createPasswordHasher, type PasswordHasher } from './auth/password';
import { createPasswordAttempts } from './auth/passwordAttempts';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import { createDataCipher } from './crypto/dataCipher';
import type { Db, Listen } from './db/connect';
import { registerJobQueue, type SqlClient } from './jobs/jobQueue';
import { responseSerializer } from './plugins/responseSerializer';
import { databaseLimitStore } from './limits/limitStore';
import { connectRedisLimitStore } from './limits/redisLimitStore';
import type { Mailer } from './mail/mailer';
import { registerAgencyModule } from './modules/agency/agency.module';
import { registerAddressesModule } from './modules/addresses/addresses.module';
import { registerArticleModule } from './modules/articles/articles.module';
import { registerAdminUsersModule } from './modules/adminUsers/adminUsers.module';
import { registerAuthModule } from './modules/auth/auth.module';
import { registerCartModule } from './modules/cart/cart.module';
import { registerConsignmentModule } from './modules/consignment/consignment.module';
import { registerCurrentUserModule } from './modules/currentUser/currentUser.module';
import { registerDeliveryModule } from './modules/delivery/delivery.module';
import { registerOrdersModule } from './modules/orders/orders.module';
import { registerPobModule } from './modules/orderPob/pob.module';
import { registerComplaintModule } from './modules/complaints/complaints.module';
import { registerChatModule } from './modules/chat/chat.module';
import { registerEventsModule } from './modules/events/events.module';
import { registerPackagesModule } from './modules/packages/packages.module';
import { registerProductsModule } from './modules/products/products.module';
import type { ProductSource } from './modules/products/productSource';
import { registerNotificationModule } from './modules/notifications/notifications.module';
import { registerPushModule } from './modules/push/push.module';
import type { PushSender } from './modules/push/push.service';
import { registerSessionPruning } from './modules/sessions/sessionPruning';
import { registerSettingsModule } from './modules/settings/settings.module';
import { registerStaffModule } from './modules/staff/staff.module';
import type { TaobaoGlobalClient } from './modules/taobaoGlobal/client/taobaoGlobalClient';
import { registerTaobaoGlobalModule } from './modules/taobaoGlobal/taobaoGlobal.module';
import { registerTaobaoIntOrdersModule } from './modules/taobaoIntOrders/taobaoIntOrders.module';
import { registerWalletModule } from './modules/wallet/wallet.module';
import { registerWarehouseModule } from './modules/warehouse/warehouse.module';
import { registerApiReference } from './plugins/apiReference';
import { registerAuth } from './plugins/auth';
import { timeoutOptions } from './plugins/clientErrors';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { createIdempotency } from './plugins/idempotency';
import { registerNoStore } from './plugins/noStore';
import { registerNotFound } from './plugins/notFound';
import { registerTextGuard } from './plugins/textGuard';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  db: Db;
  /** The same database for the job queue (`Database.sql`). */
  sql: SqlClient;
  config: Config;
  mailer: Mailer;
  /** The clock of every expiry (tokens, reset codes, rate limits); tests move it forward. */
  now?: () => Date;
  /** Folder of the built client (with index.html); without it only the API is served. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Share one hasher (and its concurrency cap) with ensureAdmin; built from config otherwise. */
  hasher?: PasswordHasher;
  /** How Web Push messages leave (tests pass a fake); web-push over the network otherwise. */
  pushSender?: PushSender;
  /** Products: the source PRODUCT_SOURCE names otherwise (tests pass one that replays recorded answers). */
  productSource?: ProductSource;
  /** Taobao Global: the client TAOBAO_GLOBAL_SOURCE names otherwise (tests pass a stub or one answering from fixtures). */
  taobaoGlobalClient?: TaobaoGlobalClient;
  /** The database's LISTEN (db/connect.ts), which wakes live-event streams; without it they poll. */
  listen?: Listen;
  /** Each answer also written the zod way and compared (plugins/responseSerializer.ts): the tests' app. */
  checkResponses?: boolean;
}

/**
 * Fastify writes two lines a request ("incoming request", "request completed"); one line when it is
 * answered says the same (method, path, status, time) at half the cost on a busy server.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}

/** Builds the whole app without listening: main.ts listens, tests call app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, sql, config, mailer } = options;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    frameworkErrors: answerFrameworkError,
    ...timeoutOptions(config.timeouts),
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checked: options.checkResponses ?? false }));
  // JSON only: a text/plain or form body gets 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  registerTextGuard(app);
  registerSecurity(app);
  registerNoStore(app);
  // Background work: modules declare their jobs below; the queue starts once the app is ready.
  const jobs = registerJobQueue(app, { sql });

  const hasher = options.hasher ?? createPasswordHasher(config.passwordHash);
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    sessionIdleSeconds: config.sessionIdleSeconds,
    now,
  });
  const guards = registerAuth(app, { db, tokens });
  registerSessionPruning({
    db,
    jobs,
    log: app.log,
    now,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    sessionIdleSeconds: config.sessionIdleSeconds,
    jwtTtlSeconds: config.jwtTtlSeconds,
  });
  // Rate limits and wrong-password counts, shared by every process: in Redis when configured.
  const redisLimits = config.redisUrl ? await connectRedisLimitStore(config.redisUrl) : undefined;
  if (redisLimits) app.addHook('onClose', () => redisLimits.close());
  const limits = redisLimits ?? databaseLimitStore(db);
  // One count of wrong passwords for every place a password is typed.
  const deviceTokens = createDeviceTokens(config.jwtSecret);
  const passwords = createPasswordAttempts({ limits, hasher, deviceTokens, config: config.rateLimit, now });

  await registerApiReference(app);
  // Settings first: a fresh database gets version 1 before anything can read it.
  await registerSettingsModule(app, { db, now, guards });
  await registerAuthModule(app, {
    db,
    now,
    guards,
    hasher,
    tokens,
    passwords,
    deviceTokens,
    mailer,
    rateLimit: config.rateLimit,
    limits,
    secret: config.jwtSecret,
  });
  await registerCurrentUserModule(app, { db, now, guards, hasher, tokens, passwords, recentLoginSeconds: config.recentLoginSeconds });
  await registerAdminUsersModule(app, { db, now, guards, hasher });
  const { push } = await registerPushModule(app, { db, vapid: config.vapid, pushSender: options.pushSender });
  await registerNotificationModule(app, { db, now, guards, push, mailer, jobs, deliver: config.notificationDelivery });
  // One Idempotency-Key store for every money-moving route (it sweeps old keys itself).
  const idempotency = createIdempotency({ db, now });
  await registerWalletModule(app, { db, now, idempotency, guards, jobs, bankWebhookSecret: config.bankWebhookSecret });
  await registerStaffModule(app, { db, guards });
  const { productSource } = await registerProductsModule(app, { guards, config: config.products, source: options.productSource });
  await registerAddressesModule(app, { db, now, guards });
  await registerCartModule(app, { db, now, guards, productSource });
  const { orderFollow, checkout, orders } = await registerOrdersModule(app, { db, now, guards, idempotency, jobs });
  await registerPackagesModule(app, { db, guards });
  await registerConsignmentModule(app, { db, now, guards, idempotency, orderFollow });
  await registerWarehouseModule(app, { db, now, guards, idempotency, orderFollow });
  await registerDeliveryModule(app, { db, now, guards, idempotency, orderFollow });
  // Secrets kept in the database (linked accounts' tokens) are encrypted under DATA_ENCRYPTION_KEY.
  const cipher = createDataCipher(config.dataKeys);
  const { pobs } = await registerPobModule(app, { db, now, guards, idempotency });
  await registerAgencyModule(app, { db, now, guards, idempotency, hasher, pobs, checkout, orders, limits, rateLimit: config.rateLimit });
  await registerComplaintModule(app, { db, now, guards, idempotency });
  await registerArticleModule(app, { db, now, guards, idempotency });
  await registerChatModule(app, { db, now, guards });
  await registerEventsModule(app, { db, now, guards, jobs, secret: config.jwtSecret, listen: options.listen });
  // Its answer ({ taobaoGlobal }: client, simulator, tokens) is what Taobao Global orders build on.
  const { taobaoGlobal } = await registerTaobaoGlobalModule(app, {
    db,
    now,
    guards,
    config: config.taobaoGlobal,
    cipher,
    client: options.taobaoGlobalClient,
  });
  await registerTaobaoIntOrdersModule(app, {
    db,
    now,
    guards,
    idempotency,
    taobaoGlobal,
    productSource,
    jobs,
    syncSeconds: config.taobaoGlobalSyncSeconds,
  });

  if (options.staticDir) await registerStatic(app, options.staticDir);
  registerNotFound(app, { spa: Boolean(options.staticDir) });

  return app;
}
