/** The guests' page: its state, what each tap does to it, and the screen drawn from it. */
import type { CustomerInvoice, PublicMenu } from '@contract/customer';
import { callWaiter, fetchComanda, fetchMenu, GuestApiError, placeOrder } from './api';
import { billFlow } from './bill-flow';
import { closingMethodsOf } from './bill-rules';
import { orderingBlockOf, refusalChangesMenu } from './ordering-rules';
import {
  addToCart,
  cartLineOf,
  cartProblemOf,
  categoryOfItem,
  changeLineQuantity,
  choiceProblemOf,
  firstChoiceOf,
  guestNameOf,
  orderBodyOf,
  sendingOf,
} from './rules';
import type { GuestActions, GuestState, Screen } from './state';
import { keepComanda, keepName, savedComanda, savedName } from './storage';
import { billView } from './views/bill';
import { cartView } from './views/cart';
import { itemView } from './views/item';
import { menuView } from './views/menu';
import { loadingView, placedView, unavailableView } from './views/placed';

/** Works on plain http too (a shop's own network), where crypto.randomUUID is missing. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `guest-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function startGuestPage(root: HTMLElement, code: string): void {
  const state: GuestState = {
    screen: { name: 'loading' },
    menu: null,
    cart: [],
    name: savedName(),
    sending: null,
    busy: false,
    error: null,
    comanda: savedComanda(code),
    notice: null,
    bill: { invoice: null, method: null, busy: false, error: null },
  };
  /** Where the menu was scrolled to, so coming back from an item lands on it again. */
  let menuScroll = 0;

  function draw(): void {
    const { screen, menu } = state;
    const block = menu && orderingBlockOf(menu, Date.now());
    if (screen.name === 'unavailable') root.replaceChildren(unavailableView(screen.title, screen.message));
    else if (screen.name === 'loading' || !menu) root.replaceChildren(loadingView());
    else if (screen.name === 'menu') root.replaceChildren(menuView(menu, block, state, actions));
    else if (screen.name === 'cart') root.replaceChildren(cartView(state, block, actions));
    else if (screen.name === 'bill') root.replaceChildren(billView(menu.qrcode.location, closingMethodsOf(menu), state.bill, actions));
    else if (screen.name === 'placed') root.replaceChildren(placedView(menu.qrcode.location, screen.result, screen.bill, actions));
    else {
      const found = categoryOfItem(menu, screen.choice.itemId);
      if (found) root.replaceChildren(itemView(found.category, found.item, screen.choice, screen.problem, actions));
    }
  }

  function show(screen: Screen): void {
    if (state.screen.name === 'menu') menuScroll = window.scrollY;
    state.screen = screen;
    draw();
    window.scrollTo(0, screen.name === 'menu' ? menuScroll : 0);
  }

  const actions: GuestActions = {
    openItem(itemId) {
      const found = state.menu && categoryOfItem(state.menu, itemId);
      if (found) show({ name: 'item', choice: firstChoiceOf(found.item), problem: null });
    },
    changeChoice(choice) {
      if (state.screen.name !== 'item') return;
      state.screen = { name: 'item', choice, problem: null };
      draw();
    },
    addChoice() {
      const screen = state.screen;
      const found = screen.name === 'item' && state.menu ? categoryOfItem(state.menu, screen.choice.itemId) : null;
      if (screen.name !== 'item' || !found) return;
      const problem = choiceProblemOf(found.category, found.item, screen.choice);
      if (problem) {
        state.screen = { ...screen, problem };
        draw();
        return;
      }
      state.cart = addToCart(state.cart, cartLineOf(found.category, found.item, screen.choice));
      show({ name: 'menu' });
    },
    showMenu: () => show({ name: 'menu' }),
    showCart: () => show({ name: 'cart' }),
    changeLineQuantity(index, quantity) {
      state.cart = changeLineQuantity(state.cart, index, quantity);
      draw();
    },
    typeName(name) {
      // Not drawn again: the field keeps its caret while the guest types.
      state.name = name;
    },
    order() {
      void order();
    },
    callWaiter() {
      callWaiter(code).then(
        () => notice('Garçom chamado. Já vem alguém à sua mesa.'),
        (err: unknown) => notice(err instanceof GuestApiError ? err.message : 'Não foi possível chamar o garçom agora.'),
      );
    },
    ...billFlow(state, show, draw),
  };

  function notice(text: string): void {
    state.notice = text;
    if (state.screen.name === 'menu') draw();
  }

  async function order(): Promise<void> {
    if (state.busy) return;
    const problem = cartProblemOf(state.cart, state.name);
    const name = guestNameOf(state.name);
    if (problem || !name) {
      state.error = problem;
      draw();
      return;
    }
    keepName(name);
    const sending = sendingOf(state.sending, orderBodyOf(state.cart, name, state.comanda), newIdempotencyKey);
    Object.assign(state, { sending, busy: true, error: null });
    draw();
    try {
      const result = await placeOrder(code, sending);
      const comanda = { invoiceId: result.invoiceId, accessToken: result.accessToken };
      state.comanda = comanda;
      keepComanda(code, comanda);
      Object.assign(state, { cart: [], sending: null, busy: false });
      show({ name: 'placed', result, bill: null });
      const bill = await fetchComanda(comanda).catch(() => null);
      if (bill && state.screen.name === 'placed' && state.screen.result.orderId === result.orderId) show({ ...state.screen, bill });
    } catch (err) {
      // The cart and its key stay: tapping 'Pedir' again sends the same order, which the server places at most once.
      const refused = err instanceof GuestApiError && (err.status === 404 || err.status === 409);
      const comandaEnded = refused && (await forgetEndedComanda((bill) => bill.status !== 'open'));
      // Paused or sold out meanwhile: the menu read again shows it (the notice, 'Esgotado') next to the refusal.
      if (err instanceof GuestApiError && refusalChangesMenu(err.status)) await reloadMenu();
      state.busy = false;
      if (comandaEnded) state.error = 'Sua comanda anterior já foi encerrada. Toque em Pedir para abrir uma nova.';
      else state.error = err instanceof GuestApiError ? err.message : 'Não foi possível enviar o pedido. Tente de novo.';
      draw();
    }
  }

  /**
   * A comanda that ended takes no more orders: it is forgotten, and the next order opens a new one. True when it was.
   * `ended` says which statuses count: a comanda whose bill was asked for is still shown in 'Minha comanda'.
   */
  async function forgetEndedComanda(ended: (bill: CustomerInvoice) => boolean): Promise<boolean> {
    const saved = state.comanda;
    if (!saved) return false;
    const bill = await fetchComanda(saved).catch((err: unknown) => (err instanceof GuestApiError && err.status === 404 ? null : undefined));
    if (bill === undefined || (bill && !ended(bill))) return false;
    state.comanda = null;
    keepComanda(code, null);
    return true;
  }

  async function reloadMenu(): Promise<void> {
    const menu = await fetchMenu(code).catch(() => null);
    if (menu) state.menu = menu;
  }

  draw();
  void forgetEndedComanda((bill) => bill.status === 'closed' || bill.status === 'canceled');
  fetchMenu(code).then(
    (menu: PublicMenu) => {
      state.menu = menu;
      document.title = `${menu.shop.name} · Cardápio`;
      // Paying before the kitchen starts (the counter's QR code) needs the payment this page does not take yet.
      show(
        menu.qrcode.prepay
          ? { name: 'unavailable', title: menu.shop.name, message: 'Aqui o pagamento é antecipado: faça seu pedido no balcão.' }
          : { name: 'menu' },
      );
    },
    (err: unknown) => {
      const unknownCode = err instanceof GuestApiError && (err.status === 404 || err.status === 400);
      show(
        unknownCode
          ? { name: 'unavailable', title: 'QR code não encontrado', message: 'Este QR code não está ativo. Peça ajuda à equipe do restaurante.' }
          : { name: 'unavailable', title: 'Cardápio indisponível', message: err instanceof GuestApiError ? err.message : 'Tente de novo em instantes.' },
      );
    },
  );
}
