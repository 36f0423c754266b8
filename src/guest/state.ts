import type { CustomerInvoice, PlaceOrderResult, PublicMenu } from '@contract/customer';
import type { InvoicePaymentMethod } from '@contract/payment-methods';
import type { CartLine, Choice, Comanda, Sending } from './rules';

/** What the page shows: one screen at a time, as a phone does. */
export type Screen =
  | { name: 'loading' }
  | { name: 'unavailable'; title: string; message: string }
  | { name: 'menu' }
  | { name: 'item'; choice: Choice; problem: string | null }
  | { name: 'cart' }
  | { name: 'placed'; result: PlaceOrderResult; bill: CustomerInvoice | null }
  | { name: 'bill' };

/** 'Minha comanda': the comanda as last read, and asking for the bill. */
export interface BillState {
  invoice: CustomerInvoice | null;
  method: InvoicePaymentMethod | null;
  /** Reading the comanda or asking for the bill. */
  busy: boolean;
  error: string | null;
}

export interface GuestState {
  screen: Screen;
  menu: PublicMenu | null;
  cart: CartLine[];
  name: string;
  /** The cart's order while it is on its way or after a failed attempt, with the key it keeps. */
  sending: Sending | null;
  busy: boolean;
  error: string | null;
  comanda: Comanda | null;
  /** A line under the header after 'Chamar garçom'. */
  notice: string | null;
  bill: BillState;
}

/** What the screens can ask for. */
export interface GuestActions {
  openItem(itemId: number): void;
  changeChoice(choice: Choice): void;
  addChoice(): void;
  showMenu(): void;
  showCart(): void;
  changeLineQuantity(index: number, quantity: number): void;
  typeName(name: string): void;
  order(): void;
  callWaiter(): void;
  showBill(): void;
  refreshBill(): void;
  chooseMethod(method: InvoicePaymentMethod): void;
  askForBill(): void;
}
