import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RootState } from '@/app/rootReducer';
import ItemGroupDetailsPage from '@/features/item-groups/pages/ItemGroupDetailsPage';
import ItemGroupsPage from '@/features/item-groups/pages/ItemGroupsPage';
import itemGroupsReducer, { itemGroupActions } from '@/features/item-groups/slice';
import itemsReducer, { itemActions } from '@/features/items/slice';
import optionGroupsReducer, { optionGroupActions } from '@/features/option-groups/slice';
import { renderWithProviders } from '../../support/render';
import { shopState } from '../settings/shopState';
import { SHOP_LIST } from '@/shared/menu/records';
import { item, itemGroup, listedIn, optionGroup } from './fixtures';

/** Ionic list rows as the user reads them (text inside IonLabel escapes getByText under jsdom). */
const rows = () => [...document.querySelectorAll('ion-item')].map((row) => row.textContent?.trim());

function renderAt(route: string, slices: Partial<RootState>) {
  return renderWithProviders(
    <Routes>
      <Route path="/menu" element={<ItemGroupsPage />} />
      <Route path="/menu/:itemGroupId" element={<ItemGroupDetailsPage />} />
    </Routes>,
    { route, preloadedState: shopState(slices) },
  );
}

const groupsListed = (groups: ReturnType<typeof itemGroup>[]) => listedIn(itemGroupsReducer, itemGroupActions, SHOP_LIST, groups);
const itemsListed = (groupId: number, items: ReturnType<typeof item>[]) => listedIn(itemsReducer, itemActions, groupId, items);
const optionGroupsListed = (groupId: number, groups: ReturnType<typeof optionGroup>[]) => listedIn(optionGroupsReducer, optionGroupActions, groupId, groups);

describe('ItemGroupsPage', () => {
  it("is titled with the variant's menu word and shows 'Sem categorias' when empty", () => {
    renderAt('/menu', { itemGroups: groupsListed([]) });
    expect(screen.getByText('Cardápio')).toBeInTheDocument();
    expect(screen.getByText('Sem categorias')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova categoria', { selector: 'ion-fab-button' })).toBeInTheDocument();
  });

  it("says 'Catálogo' in the shop variant", () => {
    renderWithProviders(<ItemGroupsPage />, { route: '/menu', variant: 'shop', preloadedState: shopState({ itemGroups: groupsListed([]) }) });
    expect(screen.getByText('Catálogo')).toBeInTheDocument();
  });

  it("lists the categories in order, with 'Inativo' on the inactive one", () => {
    renderAt('/menu', { itemGroups: groupsListed([itemGroup(2, { title: 'Bebidas', isActive: false }), itemGroup(1, { title: 'Lanches' })]) });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Bebidas', 'Lanches']);
    expect(rows()).toEqual(['BBebidasInativo', 'LLanches']);
  });
});

describe('ItemGroupDetailsPage', () => {
  const withGroup = (slices: Partial<RootState> = {}) => ({
    itemGroups: itemGroupsReducer(undefined, itemGroupActions.loaded(itemGroup(1, { title: 'Lanches' }))),
    ...slices,
  });

  it("offers 'Adicione um produto' and no option groups while the category is empty", () => {
    renderAt('/menu/1', withGroup({ items: itemsListed(1, []) }));
    expect(screen.getByText('Lanches')).toBeInTheDocument();
    expect(screen.getByText('Ativo?')).toBeInTheDocument();
    expect(rows()).toContain('Adicione um produto');
    expect(rows().filter((row) => row?.startsWith('Opcionais') || row === 'Adicione um opcional')).toEqual([]);
  });

  it("counts 'Produtos (n)' and 'Opcionais (n)' once there are products", () => {
    renderAt('/menu/1', withGroup({ items: itemsListed(1, [item(1), item(2)]), optionGroups: optionGroupsListed(1, [optionGroup(3)]) }));
    expect(rows()).toEqual(expect.arrayContaining(['Produtos (2)', 'Opcionais (1)']));
  });

  it("offers 'Adicione um opcional' when there are products but no option groups", () => {
    renderAt('/menu/1', withGroup({ items: itemsListed(1, [item(1)]), optionGroups: optionGroupsListed(1, []) }));
    expect(rows()).toContain('Adicione um opcional');
  });

  it("shows 'Não foi possível carregar os produtos.' when the products do not load", () => {
    const { store } = renderAt('/menu/1', withGroup());
    act(() => {
      store.dispatch(itemActions.listFailed({ parentId: 1, offset: 0, error: 'Failed to fetch' }));
    });
    expect(rows()).toContain('Não foi possível carregar os produtos.');
  });

  it('links back to the menu when the category cannot be loaded', () => {
    const { store } = renderAt('/menu/1', {});
    act(() => {
      store.dispatch(itemGroupActions.loadFailed({ id: 1, error: 'Categoria não encontrada.' }));
    });
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(screen.getByText('Ver cardápio')).toBeInTheDocument();
  });

  it('explains a bad route parameter, and offers the menu', () => {
    renderAt('/menu/abc', {});
    expect(screen.getByText('Could not parse "itemGroupId", received "abc"')).toBeInTheDocument();
    expect(screen.getByText('Ver cardápio').closest('ion-button')?.getAttribute('router-link')).toBe('/menu');
  });
});
