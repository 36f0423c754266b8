import { printingGroup } from '@/app/signedIn/printingFeatures';
import { pageChunks, pageChunksFor } from '@/app/pageChunks';
import { createAppStore } from '@/app/store';
import type { FeatureGroup } from '@/shared/featureGroups/featureGroup';
import { installPrintingIfPaired, startSignedInArea } from '@/app/signedIn/area';
import { PRINTER_STORAGE_KEY } from '@/features/printing/pairedFlag';
import { liveOperations } from '@/app/signedIn/features';
import { featureGroupInstalled, installFeatureGroup } from '@/shared/featureGroups/install';
import { menu } from '@/app/signedIn/menuFeatures';
import { shopSetup } from '@/app/signedIn/setupFeatures';

const chunkOf = (name: string) => pageChunks.find(([route]) => route === name);

describe('pageChunksFor', () => {
  it('names the screen at the address and, for the menu and the setup screens, their state', () => {
    const [, items, menuFeatures] = chunkOf('Items')!;
    expect(pageChunksFor('/menu/3/items')).toEqual([items, menuFeatures]);
    const [, qrCodes, setupFeatures] = chunkOf('QrCodes')!;
    expect(pageChunksFor('/qrcodes')).toEqual([qrCodes, setupFeatures]);
  });

  it('gives the live screens only their page: the signed-in area brings their state', () => {
    expect(pageChunksFor('/invoices/12')).toEqual([chunkOf('InvoiceDetails')![1]]);
  });

  it('takes a fixed path before its :param sibling', () => {
    expect(pageChunksFor('/orders/filters')).toEqual([chunkOf('ChangeOrderFilters')![1]]);
    expect(pageChunksFor('/orders/7')).toEqual([chunkOf('OrderDetails')![1]]);
  });

  it('has nothing more to fetch for Pedidos and the root, which come with the signed-in area', () => {
    expect(pageChunksFor('/orders')).toEqual([]);
    expect(pageChunksFor('/')).toEqual([]);
  });

  it('has nothing to fetch for an address outside the tabs', () => {
    expect(pageChunksFor('/login')).toEqual([]);
    expect(pageChunksFor('/nowhere')).toEqual([]);
  });

  it('loads the menu and setup groups that own the slices, and printing with Configurações', async () => {
    const [, , menuFeatures] = chunkOf('OptionDetails')!;
    const [, , setupFeatures] = chunkOf('DeliverySettings')!;
    const [, , settingsFeatures] = chunkOf('Settings')!;
    await expect(menuFeatures!()).resolves.toBe(menu);
    await expect(setupFeatures!()).resolves.toBe(shopSetup);
    await expect(settingsFeatures!()).resolves.toEqual([shopSetup, printingGroup]);
  });
});

describe('installFeatureGroup', () => {
  it('injects the group once per store, announces it and starts its saga once', () => {
    const store = createAppStore();
    const started = jest.fn();
    const group: FeatureGroup = {
      name: 'shopSetup',
      reducers: shopSetup.reducers,
      *saga() {
        yield started();
      },
    };
    const dispatched = jest.spyOn(store, 'dispatch');
    installFeatureGroup(store, group);
    installFeatureGroup(store, group);
    expect(started).toHaveBeenCalledTimes(1);
    expect(dispatched).toHaveBeenCalledWith(featureGroupInstalled('shopSetup'));
    expect(store.getState().paymentMethods).toBeDefined();
    expect(store.getState().qrCodes).toBeDefined();

    installFeatureGroup(createAppStore(), group);
    expect(started).toHaveBeenCalledTimes(2);
  });

  it('keeps the groups apart: every signed-in slice belongs to exactly one', () => {
    const slices = [liveOperations, menu, shopSetup].flatMap((group) => Object.keys(group.reducers));
    expect(new Set(slices).size).toBe(slices.length);
    expect(slices).toEqual(expect.arrayContaining(['orders', 'invoices', 'live', 'itemGroups', 'options', 'qrCodes']));
  });
});

describe('startSignedInArea', () => {
  it('installs the live operations without waiting for a screen to render', async () => {
    const store = createAppStore(undefined, { runSagas: false });
    const dispatched = jest.spyOn(store, 'dispatch');
    await startSignedInArea(store, '/orders');
    expect(dispatched).toHaveBeenCalledWith(featureGroupInstalled(liveOperations.name));
  });

  it('brings the printing feature only where a printer was paired', async () => {
    const plain = createAppStore(undefined, { runSagas: false });
    const plainDispatch = jest.spyOn(plain, 'dispatch');
    await installPrintingIfPaired(plain);
    expect(plainDispatch).not.toHaveBeenCalledWith(featureGroupInstalled(printingGroup.name));

    localStorage.setItem(PRINTER_STORAGE_KEY, JSON.stringify({ connection: 'usb', name: 'EPSON TM-T20X' }));
    const counter = createAppStore(undefined, { runSagas: false });
    const counterDispatch = jest.spyOn(counter, 'dispatch');
    await installPrintingIfPaired(counter);
    expect(counterDispatch).toHaveBeenCalledWith(featureGroupInstalled(printingGroup.name));
    localStorage.clear();
  });
});
