/** Web Push: the key browsers subscribe with, a device's subscription, and what a push carries. */
import { Type, type Static } from '@sinclair/typebox';
import type { Order } from './ordering';
import type { TableCall } from './calls';

export const PushKeySchema = Type.Object({ publicKey: Type.String() });

/** PushSubscription.toJSON() as browsers give it; push services are reached over HTTPS only. */
export const PushSubscriptionSchema = Type.Object(
  {
    endpoint: Type.String({ pattern: '^https://[^\\s]+$', maxLength: 2048 }),
    keys: Type.Object(
      {
        // A P-256 public key (65 bytes) and the 16-byte auth secret, base64url.
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{86,87}={0,2}$' }),
        auth: Type.String({ pattern: '^[A-Za-z0-9_-]{21,22}={0,2}$' }),
      },
      { additionalProperties: false },
    ),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { additionalProperties: false },
);

export const PushEndpointSchema = Type.Object(
  { endpoint: Type.String({ pattern: '^https://[^\\s]+$', maxLength: 2048 }) },
  { additionalProperties: false },
);

export type PushKey = Static<typeof PushKeySchema>;
export type PushSubscriptionBody = Static<typeof PushSubscriptionSchema>;

/** What the server pushes when an order starts waiting for the kitchen; the device words it. */
export interface NewOrderPush {
  kind: 'newOrder';
  order: Pick<Order, 'id' | 'code' | 'type' | 'total' | 'locations'>;
}

/**
 * What the server pushes when an order waited `minutes` without anyone taking it ('Pedido #12 sem resposta há 3
 * min — Mesa 3'); it replaces the order's 'Novo pedido' notification on the device.
 */
export interface EscalatedOrderPush {
  kind: 'orderEscalated';
  order: Pick<Order, 'id' | 'code' | 'type' | 'locations'>;
  minutes: number;
}

/**
 * What the server pushes when a call from a table waited `minutes` with nobody claiming it ('Mesa 3 chamou o garçom ·
 * sem resposta há 2 min'), to every subscribed device of the shop.
 */
export interface EscalatedCallPush {
  kind: 'callEscalated';
  call: Pick<TableCall, 'id' | 'location' | 'reason'>;
  minutes: number;
}
