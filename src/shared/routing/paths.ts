/** Every route of spec section 2, by name. */
export const paths = {
  Root: '/',
  About: '/about',
  Login: '/login',
  Orders: '/orders',
  ChangeOrderFilters: '/orders/filters',
  OrderDetails: '/orders/:orderId',
  Invoices: '/invoices',
  ChangeInvoiceFilters: '/invoices/filters',
  InvoiceDetails: '/invoices/:invoiceId',
  /** Beyond the spec: 'Pagar com Pix', the comanda's Pix code turned towards the customer. */
  InvoicePix: '/invoices/:invoiceId/pix',
  ItemGroups: '/menu',
  ItemGroupDetails: '/menu/:itemGroupId',
  Items: '/menu/:itemGroupId/items',
  ItemDetails: '/menu/:itemGroupId/items/:itemId',
  Portions: '/menu/:itemGroupId/items/:itemId/portions',
  PortionDetails: '/menu/:itemGroupId/items/:itemId/portions/:portionId',
  OptionGroups: '/menu/:itemGroupId/optionGroups',
  OptionGroupDetails: '/menu/:itemGroupId/optionGroups/:optionGroupId',
  Options: '/menu/:itemGroupId/optionGroups/:optionGroupId/options',
  OptionDetails: '/menu/:itemGroupId/optionGroups/:optionGroupId/options/:optionId',
  More: '/more',
  DeliverySettings: '/more/delivery-settings',
  /** Beyond the spec: the shop's Pix key ('Pix'). */
  PixSettings: '/more/pix',
  Settings: '/more/settings',
  /** Beyond the spec: 'Resumo', the day's numbers (README, 'Where we depart from the spec'). */
  DayReport: '/more/summary',
  /** Beyond the spec: the kitchen display ('Cozinha') and the stations it is split into ('Estações'). */
  Kitchen: '/kitchen',
  Stations: '/more/stations',
  /** Beyond the spec: the calls from tables ('Chamados'), reached from Mais. */
  Calls: '/more/calls',
  /** Beyond the spec: the room at a glance ('Salão'), one tile per table, reached from Mais and from the calls. */
  Tables: '/tables',
  /** The customers' 'Pronto' board, on a signed-in screen at the counter. */
  Board: '/board',
  OrderPayments: '/orderPayments',
  ChangeOrderPaymentFilters: '/ordersPayments/filters',
  PaymentMethods: '/paymentMethods',
  PaymentMethodDetails: '/paymentMethods/:paymentMethodId',
  /** Beyond the spec: the shop's people, their roles and PINs, and this device's 'Pedir PIN' ('Equipe'). */
  Team: '/more/team',
  /** Beyond the spec: this device's till ('Caixa'): opened with a float, sangria and suprimento, a blind closing. */
  Till: '/more/till',
  QrCodes: '/qrcodes',
  QrCodeDetails: '/qrcodes/:qrCodeId',
} as const;

/**
 * Addresses beyond the spec's, for the two-pane layout of a tablet: Pagamentos keeps the invoice of the
 * selected payment beside the list. On a phone the same address opens that invoice (InvoiceDetails).
 */
export const workspacePaths = {
  OrderPaymentInvoice: '/orderPayments/:invoiceId',
  /** Salão keeps the comanda of the table tapped beside the map. */
  TableInvoice: '/tables/:invoiceId',
} as const;

export type RouteName = keyof typeof paths;

/** Fills a path's :params, e.g. pathTo('OrderDetails', { orderId: 3 }) → '/orders/3'. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return paths[name].replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`Param "${key}" was not received`);
    return encodeURIComponent(String(params[key]));
  });
}
