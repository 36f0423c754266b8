import type { ColumnType, Generated } from 'kysely';
import type { HistoryAction } from '@contract/history';
import type { InvoicePaymentMethod, InvoiceStatus, OrderStatus } from '@contract/ordering';
import type { Defaulted } from './menu';

export interface ShopCountersTable {
  location_id: number;
  name: string;
  value: number;
}

/** Kept by triggers on SQLite only (migration 005): how many of a shop's rows have each status. */
export interface StatusCountsTable {
  location_id: number;
  status: string;
  count: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  location_id: number;
  qrcode_id: number | null;
  code: string;
  name: string;
  mobile: string | null;
  email: string | null;
  /** The label customers and staff know the place by (the QR code's location name). */
  location: string;
  payment_method: InvoicePaymentMethod | null;
  prepay: number;
  status: InvoiceStatus;
  created_at: string;
  closing_at: string | null;
  closed_at: string | null;
  canceled_at: string | null;
  delivery_fee_cents: Defaulted<number>;
  total_cents: Defaulted<number>;
  paid_with_cents: number | null;
  change_cents: number | null;
  address_street: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_neighborhood: string | null;
  address_city: string | null;
  address_district: string | null;
  address_cep: string | null;
  access_token: string;
  /**
   * 'Taxa de serviço' (migration 019): the percent in basis points the comanda was opened under (null: none), the
   * amount on its dine-in orders (part of total_cents), and who removed it from this comanda, and when.
   */
  service_charge_basis_points: Defaulted<number | null>;
  service_charge_cents: Defaulted<number>;
  service_charge_removed_at: Defaulted<string | null>;
  service_charge_removed_by_user_id: Defaulted<number | null>;
  service_charge_removed_by: Defaulted<string | null>;
  /** The person of the team who removed it, and the manager who authorized it (migration 026). */
  service_charge_removed_by_member_id: Defaulted<number | null>;
  service_charge_removal_authorized_by: Defaulted<string | null>;
  /** The comanda this one was merged into ('Juntar com…', migration 020); null otherwise. */
  merged_into_invoice_id: Defaulted<number | null>;
  /** What the comanda's parts ('Dividir conta', migration 023) came to so far; 0 while it has none. */
  paid_cents: Defaulted<number>;
  /** The till open on the device whose staff closed it, which took what its parts had not (migration 028). */
  till_id: Defaulted<number | null>;
}

/** One part of a comanda paid on its own ('Dividir conta', migration 023). */
export interface InvoicePaymentsTable {
  id: Generated<number>;
  location_id: number;
  invoice_id: number;
  amount_cents: number;
  method: InvoicePaymentMethod;
  /** Cash only: what the customer handed over, and the change given back. */
  cash_received_cents: number | null;
  change_cents: number | null;
  by_user_id: number | null;
  by_name: string;
  /** The person of the team, and the manager who authorized it (migration 026). */
  by_member_id: Defaulted<number | null>;
  authorized_by_name: Defaulted<string | null>;
  created_at: string;
  /** The till open on the device that recorded it (migration 028). */
  till_id: Defaulted<number | null>;
  /** The part of the comanda's split it paid (migration 029); null for the rest, a partial payment, or a split dropped. */
  split_part: Defaulted<number | null>;
}

/** 'Dividir conta' in progress on a comanda (migration 029); gone once the comanda ends. */
export interface InvoiceSplitsTable {
  id: Generated<number>;
  location_id: number;
  invoice_id: number;
  mode: 'equal' | 'items';
  parts: number;
  /** JSON: line key ('orderId:index') → part index; '{}' for equal parts. */
  assignment: string;
  /** What remained to pay when the split was set; follows what remains until a part is paid. */
  base_cents: number;
  updated_at: string;
}

/** A comanda moved to another table or merged into another (migration 020). */
export interface InvoiceMovesTable {
  id: Generated<number>;
  location_id: number;
  invoice_id: number;
  target_invoice_id: number | null;
  kind: 'transfer' | 'merge';
  from_location: string;
  to_location: string;
  by_user_id: number | null;
  by_name: string;
  /** The person of the team, and the manager who authorized it (migration 026). */
  by_member_id: Defaulted<number | null>;
  authorized_by_name: Defaulted<string | null>;
  created_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  invoice_id: number;
  location_id: number;
  /** 0 in place, 1 takeout now, 2 takeout later, 3 delivery. */
  type: number;
  code: string;
  total_cents: number;
  delivery_fee_cents: Defaulted<number>;
  status: OrderStatus;
  created_at: string;
  authorized_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  canceled_at: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  /** When someone first opened the order on any device (PUT …/orders/{id}/seen). */
  seen_at: Defaulted<string | null>;
  /** When the server found it waiting too long with nobody taking it (one instance stamps it, once). */
  escalated_at: Defaulted<string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number | null;
  name: string;
  quantity: number;
  /** Unit price of the line: the portion's price when one was chosen, else the item's. */
  price_cents: number;
  total_cents: number;
  portion_name: string | null;
  portion_price_cents: number | null;
  /** Done in the kitchen (migration 011): when, and the first name of who marked it. */
  prepared_at: Defaulted<string | null>;
  prepared_by: Defaulted<string | null>;
  /** The person of the team who marked it (migration 026); null for the shop's own account. */
  prepared_by_member_id: Defaulted<number | null>;
}

export interface OrderItemOptionsTable {
  id: Generated<number>;
  order_item_id: number;
  option_id: number | null;
  name: string;
  price_cents: number;
}

export interface OrderPaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  location_id: number;
  /** 0 waiting, 1 completed, 2 canceled. */
  status: number;
  amount_cents: number;
  /** 0 money, 1 credit card, 2 debit card; null when paid online or not yet paid. */
  method: number | null;
  gateway: number | null;
  created_at: string;
  last_update: string;
}

export type OnlinePaymentStatus = 'pending' | 'paid' | 'failed';

/** A charge started at the payment provider for a waiting order payment. */
export interface OnlinePaymentsTable {
  id: Generated<number>;
  /** Ours, unguessable; the provider sends it back in its webhook. */
  reference: string;
  order_payment_id: number;
  provider: string;
  amount_cents: number;
  status: OnlinePaymentStatus;
  created_at: string;
  updated_at: string;
}

/** Webhook events already handled, by the provider's event id: a replay is answered without acting again. */
export interface PaymentWebhookEventsTable {
  provider: string;
  event_id: string;
  received_at: string;
}

/** A shop taking no new orders; times in milliseconds (PostgreSQL hands a bigint back as text). */
export interface OrderPausesTable {
  location_id: number;
  paused_at: ColumnType<number | string, number, number>;
  resume_at: ColumnType<number | string | null, number | null, number | null>;
}

/** 'Avisar todos se um pedido ficar sem resposta por': a shop without a row has the default; null minutes is off. */
export interface OrderEscalationSettingsTable {
  location_id: number;
  minutes: number | null;
}

/** One staff command on an order or a comanda, its 'Histórico' (migration 026). */
export interface ActivityTable {
  id: Generated<number>;
  location_id: number;
  subject: 'order' | 'invoice';
  subject_id: number;
  action: HistoryAction;
  by_user_id: number;
  by_member_id: number | null;
  by_name: string;
  authorized_by_name: string | null;
  at: string;
  /** JSON of a HistoryDetail. */
  detail: string | null;
}

export interface OrderingTables {
  activity: ActivityTable;
  order_pauses: OrderPausesTable;
  order_escalation_settings: OrderEscalationSettingsTable;
  shop_counters: ShopCountersTable;
  invoices: InvoicesTable;
  invoice_moves: InvoiceMovesTable;
  invoice_payments: InvoicePaymentsTable;
  invoice_splits: InvoiceSplitsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_options: OrderItemOptionsTable;
  order_payments: OrderPaymentsTable;
  online_payments: OnlinePaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  order_status_counts: StatusCountsTable;
  invoice_status_counts: StatusCountsTable;
}
