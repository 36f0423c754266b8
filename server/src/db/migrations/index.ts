import type { Migration } from 'kysely';
import * as accounts from './001_accounts';
import * as menu from './002_menu';
import * as ordering from './003_ordering';
import * as signInGuard from './004_sign_in_guard';
import * as statusCounts from './005_status_counts';
import * as sessions from './006_sessions';
import * as pushSubscriptions from './007_push_subscriptions';
import * as onlinePayments from './008_online_payments';
import * as rateLimits from './009_rate_limits';
import * as orderPauses from './010_order_pauses';
import * as refreshSuccessors from './011_refresh_successors';
import * as kitchenStations from './012_kitchen_stations';
import * as kitchenThresholds from './013_kitchen_thresholds';
import * as orderEscalation from './014_order_escalation';
import * as idempotencyKeys from './015_idempotency_keys';
import * as pix from './016_pix';
import * as voidEmptiedInvoices from './017_void_emptied_invoices';
import * as tableCalls from './018_table_calls';
import * as serviceCharge from './019_service_charge';
import * as invoiceMoves from './020_invoice_moves';
import * as callEscalation from './021_call_escalation';
import * as tableLayout from './022_table_layout';
import * as invoicePayments from './023_invoice_payments';
import * as mealVoucher from './024_meal_voucher';
import * as staffMembers from './025_staff_members';
import * as actors from './026_actors';
import * as memberSignIn from './027_member_sign_in';
import * as tills from './028_tills';
import * as invoiceSplits from './029_invoice_splits';

/** Every migration, in order; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_menu': menu,
  '003_ordering': ordering,
  '004_sign_in_guard': signInGuard,
  '005_status_counts': statusCounts,
  '006_sessions': sessions,
  '007_push_subscriptions': pushSubscriptions,
  '008_online_payments': onlinePayments,
  '009_rate_limits': rateLimits,
  '010_order_pauses': orderPauses,
  '011_refresh_successors': refreshSuccessors,
  '012_kitchen_stations': kitchenStations,
  '013_kitchen_thresholds': kitchenThresholds,
  '014_order_escalation': orderEscalation,
  '015_idempotency_keys': idempotencyKeys,
  '016_pix': pix,
  '017_void_emptied_invoices': voidEmptiedInvoices,
  '018_table_calls': tableCalls,
  '019_service_charge': serviceCharge,
  '020_invoice_moves': invoiceMoves,
  '021_call_escalation': callEscalation,
  '022_table_layout': tableLayout,
  '023_invoice_payments': invoicePayments,
  '024_meal_voucher': mealVoucher,
  '025_staff_members': staffMembers,
  '026_actors': actors,
  '027_member_sign_in': memberSignIn,
  '028_tills': tills,
  '029_invoice_splits': invoiceSplits,
};
