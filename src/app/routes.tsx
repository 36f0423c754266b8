import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from './paths';

const MorePage = lazy(() => import('../features/profile/pages/MorePage'));
const OrdersPage = lazy(() => import('../features/orders/pages/OrdersPage'));
const ChangeOrderFiltersPage = lazy(() => import('../features/orders/pages/ChangeOrderFiltersPage'));
const OrderDetailsPage = lazy(() => import('../features/orders/pages/OrderDetailsPage'));
const OrderPaymentsPage = lazy(() => import('../features/order-payments/pages/OrderPaymentsPage'));
const ChangeOrderPaymentFiltersPage = lazy(() => import('../features/order-payments/pages/ChangeOrderPaymentFiltersPage'));
const InvoicesPage = lazy(() => import('../features/invoices/pages/InvoicesPage'));
const ChangeInvoiceFiltersPage = lazy(() => import('../features/invoices/pages/ChangeInvoiceFiltersPage'));
const InvoiceDetailsPage = lazy(() => import('../features/invoices/pages/InvoiceDetailsPage'));
const PaymentMethodsPage = lazy(() => import('../features/payment-methods/pages/PaymentMethodsPage'));
const PaymentMethodDetailsPage = lazy(() => import('../features/payment-methods/pages/PaymentMethodDetailsPage'));
const QrCodesPage = lazy(() => import('../features/qr-codes/pages/QrCodesPage'));
const QrCodeDetailsPage = lazy(() => import('../features/qr-codes/pages/QrCodeDetailsPage'));
const DeliverySettingsPage = lazy(() => import('../features/delivery-settings/pages/DeliverySettingsPage'));
const SettingsPage = lazy(() => import('../features/settings/pages/SettingsPage'));

const ItemGroupsPage = lazy(() => import('../features/item-groups/pages/ItemGroupsPage'));
const ItemGroupDetailsPage = lazy(() => import('../features/item-groups/pages/ItemGroupDetailsPage'));
const ItemsPage = lazy(() => import('../features/items/pages/ItemsPage'));
const ItemDetailsPage = lazy(() => import('../features/items/pages/ItemDetailsPage'));
const PortionsPage = lazy(() => import('../features/portions/pages/PortionsPage'));
const PortionDetailsPage = lazy(() => import('../features/portions/pages/PortionDetailsPage'));
const OptionGroupsPage = lazy(() => import('../features/option-groups/pages/OptionGroupsPage'));
const OptionGroupDetailsPage = lazy(() => import('../features/option-groups/pages/OptionGroupDetailsPage'));
const OptionsPage = lazy(() => import('../features/options/pages/OptionsPage'));
const OptionDetailsPage = lazy(() => import('../features/options/pages/OptionDetailsPage'));

/** The screens inside the tabs, by route name; each page is its own chunk. */
export const tabRoutes: ReadonlyArray<[RouteName, LazyExoticComponent<ComponentType>]> = [
  ['Orders', OrdersPage],
  ['ChangeOrderFilters', ChangeOrderFiltersPage],
  ['OrderDetails', OrderDetailsPage],
  ['Invoices', InvoicesPage],
  ['ChangeInvoiceFilters', ChangeInvoiceFiltersPage],
  ['InvoiceDetails', InvoiceDetailsPage],
  ['ItemGroups', ItemGroupsPage],
  ['ItemGroupDetails', ItemGroupDetailsPage],
  ['Items', ItemsPage],
  ['ItemDetails', ItemDetailsPage],
  ['Portions', PortionsPage],
  ['PortionDetails', PortionDetailsPage],
  ['OptionGroups', OptionGroupsPage],
  ['OptionGroupDetails', OptionGroupDetailsPage],
  ['Options', OptionsPage],
  ['OptionDetails', OptionDetailsPage],
  ['More', MorePage],
  ['DeliverySettings', DeliverySettingsPage],
  ['Settings', SettingsPage],
  ['OrderPayments', OrderPaymentsPage],
  ['ChangeOrderPaymentFilters', ChangeOrderPaymentFiltersPage],
  ['PaymentMethods', PaymentMethodsPage],
  ['PaymentMethodDetails', PaymentMethodDetailsPage],
  ['QrCodes', QrCodesPage],
  ['QrCodeDetails', QrCodeDetailsPage],
];
