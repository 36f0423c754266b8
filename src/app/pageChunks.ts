import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { paths, type RouteName } from '@/shared/routing/paths';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';

type PageChunk = () => Promise<{ default: ComponentType }>;
/** The state and sagas a screen needs beyond the live operations the signed-in area starts with. */
export type FeatureGroupChunk = () => Promise<FeatureGroup | FeatureGroup[]>;

const menuFeatures: FeatureGroupChunk = () => import('./signedIn/menuFeatures').then(({ menu }) => menu);
const setupFeatures: FeatureGroupChunk = () => import('./signedIn/setupFeatures').then(({ shopSetup }) => shopSetup);
const dayReportFeatures: FeatureGroupChunk = () => import('@/features/day-report/group').then(({ dayReportGroup }) => dayReportGroup);
const tablesFeatures: FeatureGroupChunk = () => import('@/features/tables/group').then(({ tablesGroup }) => tablesGroup);
const orderPaymentsFeatures: FeatureGroupChunk = () =>
  import('@/features/order-payments/view/group').then(({ orderPaymentsViewGroup }) => orderPaymentsViewGroup);
const kitchenFeatures: FeatureGroupChunk = () => import('@/features/kitchen/group').then(({ kitchenGroup }) => kitchenGroup);
/** The person acting on a shared device: installed at start where the device has a team (signedIn/area.ts). */
export const personFeatures = () => import('@/session/person/group').then(({ personGroup }) => personGroup);
const teamFeatures: FeatureGroupChunk = () => import('@/features/team/group').then(({ teamScreenGroups }) => teamScreenGroups);
const tillFeatures: FeatureGroupChunk = () => import('@/features/till/group').then(({ tillGroup }) => tillGroup);
export const printingFeatures = () => import('./signedIn/printingFeatures').then(({ printingGroup }) => printingGroup);
/** Configurações holds the shop's settings and this device's printer. */
const settingsFeatures: FeatureGroupChunk = () => Promise.all([setupFeatures(), printingFeatures()]).then((groups) => groups.flat());

/**
 * Each signed-in screen's chunk, by route name, in the order the tabs' outlet matches them (fixed paths before
 * their :param siblings). routes.tsx renders them lazily; start-up fetches the one the address names. Pedidos is
 * not here: it travels with the signed-in area (routes.tsx).
 */
export const pageChunks: ReadonlyArray<[RouteName, PageChunk, FeatureGroupChunk?]> = [
  ['ChangeOrderFilters', () => import('@/features/orders/pages/ChangeOrderFiltersPage')],
  ['OrderDetails', () => import('@/features/orders/pages/OrderDetailsPage')],
  ['Invoices', () => import('@/features/invoices/pages/InvoicesPage')],
  ['ChangeInvoiceFilters', () => import('@/features/invoices/pages/ChangeInvoiceFiltersPage')],
  ['InvoicePix', () => import('@/features/pix/pages/PayWithPixPage')],
  ['InvoiceDetails', () => import('@/features/invoices/pages/InvoiceDetailsPage')],
  ['ItemGroups', () => import('@/features/item-groups/pages/ItemGroupsPage'), menuFeatures],
  ['ItemGroupDetails', () => import('@/features/item-groups/pages/ItemGroupDetailsPage'), menuFeatures],
  ['Items', () => import('@/features/items/pages/ItemsPage'), menuFeatures],
  ['ItemDetails', () => import('@/features/items/pages/ItemDetailsPage'), menuFeatures],
  ['Portions', () => import('@/features/portions/pages/PortionsPage'), menuFeatures],
  ['PortionDetails', () => import('@/features/portions/pages/PortionDetailsPage'), menuFeatures],
  ['OptionGroups', () => import('@/features/option-groups/pages/OptionGroupsPage'), menuFeatures],
  ['OptionGroupDetails', () => import('@/features/option-groups/pages/OptionGroupDetailsPage'), menuFeatures],
  ['Options', () => import('@/features/options/pages/OptionsPage'), menuFeatures],
  ['OptionDetails', () => import('@/features/options/pages/OptionDetailsPage'), menuFeatures],
  ['More', () => import('@/features/profile/pages/MorePage')],
  ['DeliverySettings', () => import('@/features/delivery-settings/pages/DeliverySettingsPage'), setupFeatures],
  ['PixSettings', () => import('@/features/pix/pages/PixSettingsPage'), setupFeatures],
  ['Settings', () => import('@/features/settings/pages/SettingsPage'), settingsFeatures],
  ['Calls', () => import('@/features/calls/pages/CallsPage')],
  ['Tables', () => import('@/features/tables/pages/TablesPage'), tablesFeatures],
  ['DayReport', () => import('@/features/day-report/pages/DayReportPage'), dayReportFeatures],
  ['Kitchen', () => import('@/features/kitchen/pages/KitchenPage'), kitchenFeatures],
  ['Stations', () => import('@/features/kitchen/pages/StationsPage'), kitchenFeatures],
  ['Board', () => import('@/features/kitchen/pages/BoardPage'), kitchenFeatures],
  ['OrderPayments', () => import('@/features/order-payments/pages/OrderPaymentsPage'), orderPaymentsFeatures],
  ['ChangeOrderPaymentFilters', () => import('@/features/order-payments/pages/ChangeOrderPaymentFiltersPage'), orderPaymentsFeatures],
  ['PaymentMethods', () => import('@/features/payment-methods/pages/PaymentMethodsPage'), setupFeatures],
  ['PaymentMethodDetails', () => import('@/features/payment-methods/pages/PaymentMethodDetailsPage'), setupFeatures],
  ['Team', () => import('@/features/team/pages/TeamPage'), teamFeatures],
  ['Till', () => import('@/features/till/pages/TillPage'), tillFeatures],
  ['QrCodes', () => import('@/features/qr-codes/pages/QrCodesPage'), setupFeatures],
  ['QrCodeDetails', () => import('@/features/qr-codes/pages/QrCodeDetailsPage'), setupFeatures],
];

/** The chunks of the screen at this address, beyond the signed-in area's own. */
export function pageChunksFor(pathname: string): Array<PageChunk | FeatureGroupChunk> {
  const screen = pageChunks.find(([name]) => matchPath({ path: paths[name], end: true }, pathname) !== null);
  if (!screen) return [];
  const [, page, features] = screen;
  return features ? [page, features] : [page];
}
