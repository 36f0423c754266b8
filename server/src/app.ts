import path from 'node:path';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type FastifySchemaValidationError,
  type RouteOptions,
} from 'fastify';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase, type Db } from '@server/db/database';
import './fastify-types';
import { installAuth } from '@server/plugins/auth';
import { installDocs } from '@server/plugins/docs';
import { installErrorHandler } from '@server/plugins/errors';
import { installLive } from '@server/plugins/live';
import { installSecurityHeaders } from '@server/plugins/security-headers';
import { installSpa } from '@server/plugins/spa';
import { strictValidatorCompiler } from '@server/routes/common/validation';
import { authRoutes } from '@server/routes/auth';
import { orderPaymentRoutes } from '@server/routes/order-payments';
import { refuseControlCharacters } from '@server/plugins/control-characters';
import { installPayments } from '@server/plugins/payments';
import { installPush, type PushNetworkOptions } from '@server/plugins/push';
import { MAX_CONNECTIONS, requestLimitsOf } from './request-limits';
import { paymentWebhookRoutes } from '@server/routes/payment-webhooks';
import { pushKeyRoutes, pushRoutes } from '@server/routes/push';
import { orderingRoutes, orderingSummaryRoutes } from '@server/routes/ordering';
import { kitchenRoutes } from '@server/routes/kitchen';
import { tableCallRoutes } from '@server/routes/table-calls';
import { invoiceMoveRoutes } from '@server/routes/invoice-moves';
import { invoicePaymentRoutes } from '@server/routes/invoice-payments';
import { tableLayoutRoutes } from '@server/routes/table-layout';
import { teamRoutes } from '@server/routes/team';
import { teamSignInRoutes } from '@server/routes/team-sign-ins';
import { tillRoutes } from '@server/routes/till';
import { publicRoutes } from '@server/routes/public';
import { paymentRoutes, shopPaymentMethodRoutes } from '@server/routes/payments';
import { invoicePixRoutes, pixSettingsRoutes } from '@server/routes/pix';
import { deliverySettingsRoutes, slugRoutes } from '@server/routes/shop/delivery-settings';
import { qrCodeRoutes } from '@server/routes/shop/qrcodes';
import { shopSettingsRoutes } from '@server/routes/shop/settings';
import { orderPauseRoutes } from '@server/routes/shop/order-pause';
import { orderEscalationRoutes } from '@server/routes/shop/order-escalation';
import { dayReportRoutes } from '@server/routes/shop/day-report';
import { imageRoutes, menuRecordRoutes } from '@server/routes/menu';
import { testClockRoutes } from '@server/routes/test-clock';
import { MENU_SHOP, ORDERING_SHOP, PAYMENTS_SHOP, shopRoutes } from '@server/routes/common/guards';

export interface BuildOptions {
  config: ServerConfig;
  /** A database owned by the caller (tests); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered, so tests can hold each one to its expectations. */
  onRoute?: (route: RouteOptions) => void;
  /** How pushes resolve and reach push services; tests stand in for the network. */
  pushNetwork?: PushNetworkOptions;
}

export const SQLITE_FILE_NAME = 'back-office.sqlite';

/**
 * Names the field in each failure ("name must NOT have more than 50 characters"); the error handler puts the
 * part of the request (body, querystring, params) in front.
 */
function formatValidationErrors(errors: FastifySchemaValidationError[]): Error {
  const messages = errors.map((error) => {
    const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return field ? `${field} ${error.message ?? 'is invalid'}` : (error.message ?? 'is invalid');
  });
  return new Error(messages.join('; '));
}

async function setUp(app: FastifyInstance, config: ServerConfig, db: Db, pushNetwork?: PushNetworkOptions): Promise<void> {
  await migrateToLatest(db);
  app.decorate('config', config);
  app.decorate('db', db);
  installErrorHandler(app);
  // One validator for every route: bodies checked as sent, path and query text turned into numbers only when exact.
  app.setValidatorCompiler(strictValidatorCompiler);
  refuseControlCharacters(app);
  await installSecurityHeaders(app);
  await app.register(formbody);
  await installDocs(app);
  await installAuth(app);
  installLive(app);
  await installPush(app, pushNetwork);
  await installPayments(app);

  await app.register(authRoutes);
  // ---- Feature route plugins: register each one here, between auth and the SPA. ----
  // One shop's routes go in its group, which authenticates, then checks the shop of every route in it.
  await app.register(shopRoutes([...menuRecordRoutes, qrCodeRoutes, shopSettingsRoutes, deliverySettingsRoutes]), { prefix: MENU_SHOP });
  await app.register(shopRoutes([orderingRoutes, orderPauseRoutes, orderEscalationRoutes, dayReportRoutes, pushRoutes, kitchenRoutes, tableCallRoutes, invoiceMoveRoutes, invoicePaymentRoutes, tableLayoutRoutes, invoicePixRoutes, teamRoutes, teamSignInRoutes, tillRoutes]), { prefix: ORDERING_SHOP });
  await app.register(shopRoutes([shopPaymentMethodRoutes, pixSettingsRoutes], 'providerId'), { prefix: PAYMENTS_SHOP });
  // These check their own way: uploads on the raw path before the body is read; the slug check, the summary and the
  // order payments by the shop in their query; the push key and the catalogue of methods need only a token; the
  // customers' and the gateway's routes go by what they carry.
  await app.register(imageRoutes);
  await app.register(slugRoutes);
  await app.register(pushKeyRoutes);
  await app.register(orderingSummaryRoutes);
  await app.register(orderPaymentRoutes);
  await app.register(paymentRoutes);
  await app.register(publicRoutes);
  await app.register(paymentWebhookRoutes);
  // ---- End of feature route plugins. ----
  // A test server's clock, moved by the end-to-end flows; absent unless TEST_CLOCK=1.
  if (config.testClock) await app.register(testClockRoutes);

  // Last, so its catch-all static route and not-found fallback never shadow an API route.
  await installSpa(app);
}

/** The whole platform server, ready to inject into or listen with; it never listens by itself. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...requestLimitsOf(config),
    logger: options.logger ?? false,
    schemaErrorFormatter: formatValidationErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.server.maxConnections = MAX_CONNECTIONS;

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const ownsDb = options.db === undefined;
  const db =
    options.db ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME) });
  try {
    await setUp(app, config, db, options.pushNetwork);
  } catch (err) {
    if (ownsDb) await db.destroy();
    throw err;
  }
  if (ownsDb) app.addHook('onClose', async () => db.destroy());
  return app;
}
