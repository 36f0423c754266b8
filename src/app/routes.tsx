import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { LazyPage } from './layout/LazyPage';
import { UnderConstruction } from './layout/UnderConstruction';
import { paths, type RouteName } from './paths';

const MorePage = lazy(() => import('../features/profile/pages/MorePage'));
const InvoicesPage = lazy(() => import('../features/invoices/pages/InvoicesPage'));
const ChangeInvoiceFiltersPage = lazy(() => import('../features/invoices/pages/ChangeInvoiceFiltersPage'));
const InvoiceDetailsPage = lazy(() => import('../features/invoices/pages/InvoiceDetailsPage'));

/** The screens inside the tabs, by route name; each page is its own chunk. */
export function tabRoutes(terms: { invoices: string; menu: string }): Array<[RouteName, ReactElement]> {
  return [
    ['Root', <Navigate key="root" to={paths.Orders} replace />],
    ['Orders', <UnderConstruction key="orders" title="Pedidos" />],
    ['ChangeOrderFilters', <UnderConstruction key="of" title="Filtros" backTo={paths.Orders} />],
    ['OrderDetails', <UnderConstruction key="od" title="Detalhes do pedido" backTo={paths.Orders} />],
    ['Invoices', <LazyPage key="invoices" page={InvoicesPage} />],
    ['ChangeInvoiceFilters', <LazyPage key="if" page={ChangeInvoiceFiltersPage} />],
    ['InvoiceDetails', <LazyPage key="id" page={InvoiceDetailsPage} />],
    ['ItemGroups', <UnderConstruction key="ig" title={terms.menu} />],
    ['ItemGroupDetails', <UnderConstruction key="igd" title="Categoria" backTo={paths.ItemGroups} />],
    ['Items', <UnderConstruction key="items" title="Produtos" backTo={paths.ItemGroups} />],
    ['ItemDetails', <UnderConstruction key="itd" title="Detalhes" backTo={paths.ItemGroups} />],
    ['Portions', <UnderConstruction key="po" title="Porções" backTo={paths.ItemGroups} />],
    ['PortionDetails', <UnderConstruction key="pod" title="Detalhes" backTo={paths.ItemGroups} />],
    ['OptionGroups', <UnderConstruction key="og" title="Opcionais" backTo={paths.ItemGroups} />],
    ['OptionGroupDetails', <UnderConstruction key="ogd" title="Opcional" backTo={paths.ItemGroups} />],
    ['Options', <UnderConstruction key="op" title="Opções" backTo={paths.ItemGroups} />],
    ['OptionDetails', <UnderConstruction key="opd" title="Opção" backTo={paths.ItemGroups} />],
    ['More', <LazyPage key="more" page={MorePage} />],
    ['DeliverySettings', <UnderConstruction key="ds" title="Delivery" backTo={paths.More} />],
    ['Settings', <UnderConstruction key="st" title="Modo do Cardápio" backTo={paths.More} />],
    ['OrderPayments', <UnderConstruction key="opay" title="Pagamentos" backTo={paths.More} />],
    ['ChangeOrderPaymentFilters', <UnderConstruction key="opf" title="Filtros" backTo={paths.OrderPayments} />],
    ['PaymentMethods', <UnderConstruction key="pm" title="Meios de Pagamento" backTo={paths.More} />],
    ['PaymentMethodDetails', <UnderConstruction key="pmd" title="Meio de pagamento" backTo={paths.PaymentMethods} />],
    ['QrCodes', <UnderConstruction key="qr" title="QR codes" backTo={paths.More} />],
    ['QrCodeDetails', <UnderConstruction key="qrd" title="Detalhes" backTo={paths.QrCodes} />],
  ];
}
