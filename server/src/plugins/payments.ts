import type { FastifyInstance } from 'fastify';
import { createOnlinePayments } from '@server/payments/online-payments';

/** Decorates app.payments: the online payment provider and the secret its webhooks are signed with. */
export async function installPayments(app: FastifyInstance): Promise<void> {
  const payments = await createOnlinePayments(app);
  app.decorate('payments', payments);
  // Confirmations under way finish before the database closes.
  app.addHook('preClose', () => payments.settled());
}
