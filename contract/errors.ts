/** The body of every failed API call (the token endpoint adds error_description). */
export interface ApiErrorBody {
  error: string;
  message: string;
  /** Why a 409 refused a transition (ConflictCode): stable, for the app to word; the message is for the log. */
  code?: ConflictCode;
  /** On the 403 'permission_required' (its `error`): the StaffPermission the acting person lacks, for a manager to authorize. */
  permission?: string;
  /** On the 429 'pin_locked': whole seconds until a PIN may be typed again. */
  retryAfter?: number;
}

/**
 * Why a staff transition was refused, usually because someone else acted first: where the order stands now
 * (`order_<status>`), its invoice already finished, the row changed under the command, or the payment already
 * settled or canceled.
 */
export type ConflictCode =
  | 'order_open'
  | 'order_authorized'
  | 'order_started'
  | 'order_completed'
  | 'order_canceled'
  | 'order_changed'
  | 'invoice_finished'
  | 'payment_confirmed'
  | 'payment_canceled'
  /** A call from a table someone else claimed first, or that is already done ('Vou atender' on the others' devices). */
  | 'call_claimed'
  | 'call_done'
  /** The shop has no Pix key (Mais → Pix), so there is no Pix code to show. */
  | 'pix_not_configured'
  /** The comanda has nothing left to pay (finished, or paid already). */
  | 'nothing_to_pay'
  /** A part of a comanda refused because what remained was paid meanwhile (two cashiers taking the last part). */
  | 'invoice_paid'
  /** 'Abrir caixa' on a device whose till is already open (another tap, another person on it). */
  | 'till_open'
  /** A sangria, suprimento or closing of a till someone closed meanwhile. */
  | 'till_closed'
  /** A payment at a device with no open till, in a shop that requires one ('Exigir caixa aberto'). */
  | 'till_required';

/**
 * The `error` of the 400 refusing a delivery slug the server reserves (RESERVED_SLUGS). An app older than the
 * server's list lets it through its form, so the app shows the message, which says why.
 */
export const SLUG_RESERVED = 'slug_reserved';

/** A customer's order refused (HTTP 423) because the shop paused new orders ('Pausar pedidos'). */
export interface OrdersPausedBody {
  error: 'locked';
  message: string;
  code: 'orders_paused';
  /** When the shop takes orders again (ISO), or null until someone resumes. */
  resumeAt: string | null;
}

export type RefusalCode = ConflictCode | OrdersPausedBody['code'];

export interface TokenErrorBody {
  error: string;
  error_description: string;
}

/**
 * The message of the 401 for a token past its expiry: the one refusal the app answers by renewing the session with
 * its refresh token (every other 401 keeps the spec's handling).
 */
export const TOKEN_EXPIRED_MESSAGE = 'Token expirado.';

/** The message of POST /token refusing a refresh token (unknown, reused, revoked or idle past its end). */
export const SESSION_ENDED_DESCRIPTION = 'Sessão encerrada. Entre novamente.';
