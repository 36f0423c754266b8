import { lazy, type ReactElement } from 'react';
import { LazyPage } from './layout/LazyPage';
import { paths, type RouteName } from './paths';

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
export function tabRoutes(_terms: { invoices: string; menu: string }): Array<[RouteName, ReactElement]> {
  return [
    ['Orders', <LazyPage key="orders" page={OrdersPage} />],
    ['ChangeOrderFilters', <LazyPage key="of" page={ChangeOrderFiltersPage} />],
    ['OrderDetails', <LazyPage key="od" page={OrderDetailsPage} />],
    ['Invoices', <LazyPage key="invoices" page={InvoicesPage} />],
    ['ChangeInvoiceFilters', <LazyPage key="if" page={ChangeInvoiceFiltersPage} />],
    ['InvoiceDetails', <LazyPage key="id" page={InvoiceDetailsPage} />],
    ['ItemGroups', <LazyPage key="ig" page={ItemGroupsPage} />],
    ['ItemGroupDetails', <LazyPage key="igd" page={ItemGroupDetailsPage} />],
    ['Items', <LazyPage key="items" page={ItemsPage} />],
    ['ItemDetails', <LazyPage key="itd" page={ItemDetailsPage} />],
    ['Portions', <LazyPage key="po" page={PortionsPage} />],
    ['PortionDetails', <LazyPage key="pod" page={PortionDetailsPage} />],
    ['OptionGroups', <LazyPage key="og" page={OptionGroupsPage} />],
    ['OptionGroupDetails', <LazyPage key="ogd" page={OptionGroupDetailsPage} />],
    ['Options', <LazyPage key="op" page={OptionsPage} />],
    ['OptionDetails', <LazyPage key="opd" page={OptionDetailsPage} />],
    ['More', <LazyPage key="more" page={MorePage} />],
    ['DeliverySettings', <LazyPage key="ds" page={DeliverySettingsPage} />],
    ['Settings', <LazyPage key="st" page={SettingsPage} />],
    ['OrderPayments', <LazyPage key="opay" page={OrderPaymentsPage} />],
    ['ChangeOrderPaymentFilters', <LazyPage key="opf" page={ChangeOrderPaymentFiltersPage} />],
    ['PaymentMethods', <LazyPage key="pm" page={PaymentMethodsPage} />],
    ['PaymentMethodDetails', <LazyPage key="pmd" page={PaymentMethodDetailsPage} />],
    ['QrCodes', <LazyPage key="qr" page={QrCodesPage} />],
    ['QrCodeDetails', <LazyPage key="qrd" page={QrCodeDetailsPage} />],
  ];
}
