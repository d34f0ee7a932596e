import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createPasswordHasher, type PasswordHasher } from './auth/password';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Mailer } from './mail/mailer';
import { registerAddressesModule } from './modules/addresses/addresses.module';
import { adminUsersRoutes } from './modules/adminUsers/adminUsers.routes';
import { createAdminUsersService } from './modules/adminUsers/adminUsers.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerCartModule } from './modules/cart/cart.module';
import { currentUserRoutes } from './modules/currentUser/currentUser.routes';
import { createCurrentUserService } from './modules/currentUser/currentUser.service';
import { registerOrdersModule } from './modules/orders/orders.module';
import { registerConsignmentModule } from './modules/consignment/consignment.module';
import { registerDeliveryModule } from './modules/delivery/delivery.module';
import { packagePhotoRoutes } from './modules/packages/packagePhotos.routes';
import { registerWarehouseModule } from './modules/warehouse/warehouse.module';
import { packagesRoutes } from './modules/packages/packages.routes';
import { createPackagesService } from './modules/packages/packages.service';
import { createProductSource } from './modules/products/products.module';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService } from './modules/products/products.service';
import type { ProductSource } from './modules/products/productSource';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService, type PushSender } from './modules/push/push.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { ensureDefaultSettings } from './modules/settings/settings.store';
import { registerWalletModule } from './modules/wallet/wallet.module';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { createIdempotency } from './plugins/idempotency';
import { registerNotFound } from './plugins/notFound';
import { registerNulTextGuard } from './plugins/nulText';
import { createAuthLimits } from './plugins/rateLimit';
import { registerSecurity } from './plugins/security';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  db: Db;
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
}

/** Builds the whole app without listening: main.ts listens, tests call app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config, mailer } = options;
  const now = options.now ?? (() => new Date());

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain or form body gets 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  registerNulTextGuard(app);
  await registerSecurity(app);

  const hasher = options.hasher ?? createPasswordHasher(config.passwordHash);
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    sessionIdleSeconds: config.sessionIdleSeconds,
    now,
  });
  const guards = registerAuth(app, { db, tokens });

  const authService = createAuthService({
    db,
    hasher,
    tokens,
    mailer,
    limits: createAuthLimits(config.rateLimit, now),
    secret: config.jwtSecret,
    now,
    onMailError: (error) => app.log.error({ err: error }, 'sending mail failed'),
  });
  const currentUserService = createCurrentUserService({ db, hasher, tokens, now, recentLoginSeconds: config.recentLoginSeconds });
  const adminUsersService = createAdminUsersService({ db, now });
  const settingsService = createSettingsService({ db, now });
  const pushService = createPushService({
    db,
    vapid: config.vapid,
    send: options.pushSender,
    onSendError: (error) => app.log.warn({ err: error }, 'sending a push message failed'),
  });

  // Version 1 from the contract's defaults on a fresh database, so every reader finds settings.
  await ensureDefaultSettings(db, now);

  await app.register(authRoutes, { prefix: '/api', service: authService, guards });
  await app.register(currentUserRoutes, { prefix: '/api', service: currentUserService, guards });
  await app.register(adminUsersRoutes, { prefix: '/api', service: adminUsersService, guards });
  await app.register(pushRoutes, { prefix: '/api', service: pushService });
  await app.register(settingsRoutes, { prefix: '/api', service: settingsService, guards });
  // Wallet: one Idempotency-Key store for every money-moving route (it sweeps old keys itself).
  const idempotency = createIdempotency({ db, now });
  await registerWalletModule(app, { db, now, idempotency, guards, bankWebhookSecret: config.bankWebhookSecret });
  // Products (issue 5): search, product pages and pasted links over one ProductSource.
  const productSource =
    options.productSource ?? createProductSource(config.products, { onError: (error) => app.log.warn({ err: error }, 'the product source failed') });
  await app.register(productsRoutes, { prefix: '/api', service: createProductsService({ source: productSource }), guards });
  // Buy for me (issue 5): addresses, cart, then orders, which read both.
  await registerAddressesModule(app, { db, now, guards });
  await registerCartModule(app, { db, now, guards, productSource });
  const { orderFollow } = await registerOrdersModule(app, { db, now, guards, idempotency });
  await app.register(packagesRoutes, { prefix: '/api', service: createPackagesService({ db }), guards });
  await app.register(packagePhotoRoutes, { prefix: '/api', db });
  // Shipping (issue 6): consignments, warehouse work and delivery requests; orders follow their packages.
  await registerConsignmentModule(app, { db, now, guards, idempotency, orderFollow });
  await registerWarehouseModule(app, { db, now, guards, idempotency, orderFollow });
  await registerDeliveryModule(app, { db, now, guards, idempotency, orderFollow });

  if (options.staticDir) await registerStatic(app, options.staticDir);
  registerNotFound(app, { spa: Boolean(options.staticDir) });

  return app;
}
