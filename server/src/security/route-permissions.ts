import type { StaffPermission } from '@contract/staff';

/** Any person of the shop's team may call it; a route that only reads, or one every device needs. */
export const ANY_STAFF = 'staff';
export type RoutePermission = typeof ANY_STAFF | StaffPermission;

const MENU = '/menu/accounts/:accountId/shops/:shopId';
const ORDERING = '/ordering/accounts/:accountId/shops/:shopId';
const ORDER_PAYMENTS = '/v2/order-payment/providers/:providerId/orders';
const PAYMENTS = '/v2/payment/payments/providers/:providerId/locations/:shopId';

/**
 * What each route taking token 2 needs of the person acting, keyed "METHOD /url/:param" as the server registered it.
 * The one list: the team's check looks every request up here and refuses a route missing from it, and the security
 * suite fails when a registered route is.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, RoutePermission>> = {
  // ---- Orders and the kitchen ----
  [`GET ${ORDERING}/orders`]: ANY_STAFF,
  [`GET ${ORDERING}/orders/:id`]: ANY_STAFF,
  [`GET ${ORDERING}/orders/:id/history`]: ANY_STAFF,
  [`PUT ${ORDERING}/orders/:id/started`]: 'orders.handle',
  [`PUT ${ORDERING}/orders/:id/completed`]: 'orders.handle',
  [`PUT ${ORDERING}/orders/:id/seen`]: 'orders.handle',
  [`PUT ${ORDERING}/orders/:id/canceled`]: 'orders.cancel',
  [`PUT ${ORDERING}/orders/:id/items/:itemId/prepared`]: 'orders.handle',
  [`DELETE ${ORDERING}/orders/:id/items/:itemId/prepared`]: 'orders.handle',
  [`PUT ${ORDERING}/orders/:id/prepared`]: 'orders.handle',
  [`GET ${ORDERING}/stations`]: ANY_STAFF,
  [`POST ${ORDERING}/stations`]: 'shop.settings',
  [`PUT ${ORDERING}/stations/:id`]: 'shop.settings',
  [`DELETE ${ORDERING}/stations/:id`]: 'shop.settings',
  [`GET ${ORDERING}/kitchen/settings`]: ANY_STAFF,
  [`PUT ${ORDERING}/kitchen/settings`]: 'shop.settings',

  // ---- Comandas and their payments ----
  [`GET ${ORDERING}/invoices`]: ANY_STAFF,
  [`GET ${ORDERING}/invoices/:id`]: ANY_STAFF,
  [`GET ${ORDERING}/invoices/:id/history`]: ANY_STAFF,
  [`PUT ${ORDERING}/invoices/:id/seen`]: 'orders.handle',
  [`PUT ${ORDERING}/invoices/:id/closed`]: 'payments.record',
  [`DELETE ${ORDERING}/invoices/:id/service-charge`]: 'serviceCharge.remove',
  [`POST ${ORDERING}/invoices/:id/transfer`]: 'invoices.transfer',
  [`POST ${ORDERING}/invoices/:id/merge`]: 'invoices.merge',
  [`GET ${ORDERING}/invoices/:id/payments`]: ANY_STAFF,
  [`POST ${ORDERING}/invoices/:id/payments`]: 'payments.record',
  [`PUT ${ORDERING}/invoices/:id/split`]: 'payments.record',
  [`DELETE ${ORDERING}/invoices/:id/split`]: 'payments.record',
  [`GET ${ORDERING}/invoices/:id/pix`]: ANY_STAFF,
  // ---- The till ('Caixa') ----
  [`GET ${ORDERING}/tills/current`]: ANY_STAFF,
  [`GET ${ORDERING}/tills`]: ANY_STAFF,
  [`GET ${ORDERING}/tills/:id`]: ANY_STAFF,
  [`POST ${ORDERING}/tills`]: 'payments.record',
  [`GET ${ORDERING}/tills/settings`]: ANY_STAFF,
  [`PUT ${ORDERING}/tills/settings`]: 'shop.settings',
  [`POST ${ORDERING}/tills/:id/movements`]: 'payments.record',
  [`POST ${ORDERING}/tills/:id/closing`]: 'payments.record',
  [`POST ${ORDERING}/tills/:id/corrections`]: 'till.correct',
  [`GET ${ORDER_PAYMENTS}/locations/:shopId`]: ANY_STAFF,
  [`GET ${ORDER_PAYMENTS}/:id`]: ANY_STAFF,
  [`POST ${ORDER_PAYMENTS}/:id/payment-operator`]: 'payments.record',

  // ---- Calls, the room, the device ----
  [`GET ${ORDERING}/calls`]: ANY_STAFF,
  [`PUT ${ORDERING}/calls/:id/claimed`]: 'calls.answer',
  [`PUT ${ORDERING}/calls/:id/done`]: 'calls.answer',
  [`GET ${ORDERING}/tables/layout`]: ANY_STAFF,
  [`PUT ${ORDERING}/tables/layout`]: 'shop.settings',
  'GET /push/public-key': ANY_STAFF,
  [`PUT ${ORDERING}/push-subscription`]: ANY_STAFF,
  [`DELETE ${ORDERING}/push-subscription`]: ANY_STAFF,

  // ---- The shop: pause, settings, reports ----
  [`GET ${ORDERING}/pause`]: ANY_STAFF,
  [`PUT ${ORDERING}/pause`]: 'shop.pause',
  [`DELETE ${ORDERING}/pause`]: 'shop.pause',
  [`GET ${ORDERING}/order-escalation`]: ANY_STAFF,
  [`PUT ${ORDERING}/order-escalation`]: 'shop.settings',
  [`GET ${ORDERING}/call-escalation`]: ANY_STAFF,
  [`PUT ${ORDERING}/call-escalation`]: 'shop.settings',
  [`GET ${ORDERING}/day-report`]: 'reports.view',
  [`GET ${ORDERING}/day-report/orders.csv`]: 'reports.view',
  [`GET ${ORDERING}/day-report/tills.csv`]: 'reports.view',
  // The period's totals by payment method are Resumo's figures, the day report's kind.
  'GET /ordering/summary': 'reports.view',
  [`GET ${MENU}/settings`]: ANY_STAFF,
  [`POST ${MENU}/settings`]: 'shop.settings',
  [`PUT ${MENU}/settings/:id`]: 'shop.settings',
  [`GET ${MENU}/delivery-settings`]: ANY_STAFF,
  [`POST ${MENU}/delivery-settings`]: 'shop.settings',
  [`PUT ${MENU}/delivery-settings/:id`]: 'shop.settings',
  'GET /menu/verify': ANY_STAFF,
  'GET /v2/payment/payments/payment-methods': ANY_STAFF,
  [`GET ${PAYMENTS}/payment-methods`]: ANY_STAFF,
  [`POST ${PAYMENTS}/payment-methods`]: 'shop.settings',
  [`GET ${PAYMENTS}/payment-methods/:id`]: ANY_STAFF,
  [`PUT ${PAYMENTS}/payment-methods/:id`]: 'shop.settings',
  [`DELETE ${PAYMENTS}/payment-methods/:id`]: 'shop.settings',
  [`GET ${PAYMENTS}/pix`]: ANY_STAFF,
  [`PUT ${PAYMENTS}/pix`]: 'shop.settings',
  [`DELETE ${PAYMENTS}/pix`]: 'shop.settings',

  // ---- The menu ----
  [`GET ${MENU}/availability`]: ANY_STAFF,
  [`PUT ${MENU}/items/:id/availability`]: 'menu.availability',
  [`PUT ${MENU}/options/:id/availability`]: 'menu.availability',
  [`GET ${MENU}/qrcodes`]: ANY_STAFF,
  [`GET ${MENU}/qrcodes/:id`]: ANY_STAFF,
  [`POST ${MENU}/qrcodes`]: 'menu.edit',
  [`PUT ${MENU}/qrcodes/:id`]: 'menu.edit',
  [`DELETE ${MENU}/qrcodes/:id`]: 'menu.edit',
  [`GET ${MENU}/item-groups`]: ANY_STAFF,
  [`GET ${MENU}/item-groups/:id`]: ANY_STAFF,
  [`POST ${MENU}/item-groups`]: 'menu.edit',
  [`PUT ${MENU}/item-groups/:id`]: 'menu.edit',
  [`DELETE ${MENU}/item-groups/:id`]: 'menu.edit',
  [`PUT ${MENU}/item-groups/:id/image`]: 'menu.edit',
  [`GET ${MENU}/items`]: ANY_STAFF,
  [`GET ${MENU}/items/:id`]: ANY_STAFF,
  [`POST ${MENU}/items`]: 'menu.edit',
  [`PUT ${MENU}/items/:id`]: 'menu.edit',
  [`DELETE ${MENU}/items/:id`]: 'menu.edit',
  [`PUT ${MENU}/items/:id/image`]: 'menu.edit',
  [`GET ${MENU}/items/:itemId/portions`]: ANY_STAFF,
  [`GET ${MENU}/items/:itemId/portions/:id`]: ANY_STAFF,
  [`POST ${MENU}/items/:itemId/portions`]: 'menu.edit',
  [`PUT ${MENU}/items/:itemId/portions/:id`]: 'menu.edit',
  [`DELETE ${MENU}/items/:itemId/portions/:id`]: 'menu.edit',
  [`GET ${MENU}/option-groups`]: ANY_STAFF,
  [`GET ${MENU}/option-groups/:id`]: ANY_STAFF,
  [`POST ${MENU}/option-groups`]: 'menu.edit',
  [`PUT ${MENU}/option-groups/update-sequences`]: 'menu.edit',
  [`PUT ${MENU}/option-groups/:id`]: 'menu.edit',
  [`DELETE ${MENU}/option-groups/:id`]: 'menu.edit',
  [`GET ${MENU}/options`]: ANY_STAFF,
  [`GET ${MENU}/options/:id`]: ANY_STAFF,
  [`POST ${MENU}/options`]: 'menu.edit',
  [`PUT ${MENU}/options/:id`]: 'menu.edit',
  [`DELETE ${MENU}/options/:id`]: 'menu.edit',
  'PUT /menu/accounts/:accountId/images/brand': 'menu.edit',

  // ---- The team ----
  [`GET ${ORDERING}/team/members`]: ANY_STAFF,
  [`POST ${ORDERING}/team/members`]: 'team.manage',
  [`PUT ${ORDERING}/team/members/:id`]: 'team.manage',
  [`PUT ${ORDERING}/team/members/:id/sign-in`]: 'team.manage',
  [`DELETE ${ORDERING}/team/members/:id/sign-in`]: 'team.manage',
  // Typing a PIN needs no person: it is how one becomes the person acting.
  [`POST ${ORDERING}/team/sessions`]: ANY_STAFF,
  [`POST ${ORDERING}/team/authorizations`]: ANY_STAFF,
  [`GET ${ORDERING}/team/settings`]: ANY_STAFF,
  [`PUT ${ORDERING}/team/settings`]: 'team.manage',
};
