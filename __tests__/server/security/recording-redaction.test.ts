import { createECDH, randomBytes } from 'node:crypto';
import { redacted, redactedBody } from '@/features/session-recording/rules';
import { signIn } from '../auth/sign-in';
import { createOrderingApp, itemNamed, menuOf, placed, type OrderingApp } from '../ordering/ordering-fixture';
import { fakePushNetwork } from '../support/push-network';
import { bearer, DEMO_EMAIL, DEMO_PASSWORD } from '../support/test-app';

let t: OrderingApp;
beforeAll(async () => {
  t = await createOrderingApp({ pushNetwork: fakePushNetwork().options });
});
afterAll(() => t.close());

const CUSTOMER = { name: 'Maria Aparecida Souza', mobile: '5511988887777', email: 'maria.souza@exemplo.com.br' };

/**
 * What a session recording would keep of the server's real answers (and of what the app sent), through the
 * recorder's own redaction: the calls of signing in, subscribing to pushes and reading a customer's comanda.
 */
async function recordedTraffic() {
  const recorded: unknown[] = [];
  const keep = (requestBody: unknown, responseText: string) => recorded.push(redacted(requestBody), redactedBody(responseText));

  const signInBody = { client_id: 'back-office', grant_type: 'password', userName: DEMO_EMAIL, password: DEMO_PASSWORD };
  const token = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  keep(signInBody, token.body);
  const { access_token: userToken, refresh_token: refreshToken } = token.json();
  const renewal = { client_id: 'back-office', grant_type: 'refresh_token', refresh_token: refreshToken };
  const renewed = await t.app.inject({ method: 'POST', url: '/token', payload: renewal });
  keep(renewal, renewed.body);
  const v2 = await t.app.inject({ method: 'POST', url: '/token-v2', headers: bearer(userToken) });
  keep(undefined, v2.body);
  const accountToken: string = v2.json().token;
  const profile = await t.app.inject({ url: '/api/me/profile', headers: bearer(userToken) });
  keep(undefined, profile.body);

  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: 'https://push.exemplo.test/device-7f3a9c',
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const subscribed = await t.app.inject({ method: 'PUT', url: `${t.shopPath}/push-subscription`, headers: bearer(accountToken), payload: subscription });
  expect(subscribed.statusCode).toBe(204);
  keep(subscription, subscribed.body);
  const publicKey = await t.app.inject({ url: '/push/public-key', headers: bearer(accountToken) });
  keep(undefined, publicKey.body);

  const burger = itemNamed(await menuOf(t, 'mesa-1'), 'X-Burguer');
  const order = await placed(t, 'mesa-1', { customer: CUSTOMER, items: [{ itemId: burger.id, quantity: 1 }] });
  for (const url of [`${t.shopPath}/invoices/${order.invoiceId}`, `${t.shopPath}/invoices`, `${t.shopPath}/orders/${order.orderId}`]) {
    const res = await t.app.inject({ url, headers: bearer(accountToken) });
    expect(res.statusCode).toBe(200);
    keep(undefined, res.body);
  }
  return {
    text: JSON.stringify(recorded),
    secrets: { userToken, accountToken, refreshToken, next: renewed.json().refresh_token as string, subscription, profile: profile.json() },
    answers: { invoice: (await t.app.inject({ url: `${t.shopPath}/invoices/${order.invoiceId}`, headers: bearer(accountToken) })).json() },
  };
}

describe("a recording of the server's real answers", () => {
  it('keeps no credential, push endpoint or key, and no personal data, names included', async () => {
    const { text, secrets, answers } = await recordedTraffic();
    // The answers really carried them: the redaction, not their absence, keeps them out.
    expect(answers.invoice).toMatchObject({ name: CUSTOMER.name, mobile: CUSTOMER.mobile, email: CUSTOMER.email });
    expect(secrets.profile.firstName).not.toBe('');

    const signatureOf = (jwt: string) => jwt.split('.')[2];
    const leaks = [
      DEMO_PASSWORD,
      DEMO_EMAIL,
      signatureOf(secrets.userToken),
      signatureOf(secrets.accountToken),
      secrets.refreshToken,
      secrets.next,
      secrets.subscription.endpoint,
      'device-7f3a9c',
      secrets.subscription.keys.p256dh,
      secrets.subscription.keys.auth,
      CUSTOMER.name,
      'Maria',
      CUSTOMER.mobile,
      CUSTOMER.email,
      secrets.profile.firstName,
      secrets.profile.lastName,
    ];
    for (const leak of leaks) expect({ leak, found: text.includes(leak) }).toEqual({ leak, found: false });
    // What a replay needs stays: the products and the totals.
    expect(text).toContain('X-Burguer');
  });
});
