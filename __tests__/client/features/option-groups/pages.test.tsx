import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '@/app/rootReducer';
import ItemGroupDetailsPage from '@/features/item-groups/pages/ItemGroupDetailsPage';
import itemGroupsReducer, { itemGroupActions } from '@/features/item-groups/slice';
import ItemsPage from '@/features/items/pages/ItemsPage';
import itemsReducer, { itemActions } from '@/features/items/slice';
import OptionGroupDetailsPage from '@/features/option-groups/pages/OptionGroupDetailsPage';
import OptionGroupsPage from '@/features/option-groups/pages/OptionGroupsPage';
import optionGroupsReducer, { optionGroupActions } from '@/features/option-groups/slice';
import OptionsPage from '@/features/options/pages/OptionsPage';
import optionsReducer, { optionActions } from '@/features/options/slice';
import { item, itemGroup, listedIn, option, optionGroup } from '../item-groups/fixtures';
import { renderWithProviders } from '../../support/render';
import { shopState } from '../settings/shopState';

/** Ionic list rows as the user reads them (text inside IonLabel escapes getByText under jsdom). */
const rows = () => [...document.querySelectorAll('ion-item')].map((row) => row.textContent?.trim());

/** The chips on the row that shows `text`, in order. */
const chipsOf = (text: string) => [...(screen.getByText(text).closest('ion-item')?.querySelectorAll('ion-chip') ?? [])].map((chip) => chip.textContent);

function renderAt(route: string, slices: Partial<RootState> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/menu/:itemGroupId" element={<ItemGroupDetailsPage />} />
      <Route path="/menu/:itemGroupId/items" element={<ItemsPage />} />
      <Route path="/menu/:itemGroupId/optionGroups" element={<OptionGroupsPage />} />
      <Route path="/menu/:itemGroupId/optionGroups/:optionGroupId" element={<OptionGroupDetailsPage />} />
      <Route path="/menu/:itemGroupId/optionGroups/:optionGroupId/options" element={<OptionsPage />} />
    </Routes>,
    { route, preloadedState: shopState(slices) },
  );
}

/** A details screen's rows once the first page of its children failed to load. */
function rowsOnceFailed(route: string, slices: Partial<RootState>, failure: Action) {
  const { store } = renderAt(route, slices);
  act(() => {
    store.dispatch(failure);
  });
  return rows();
}

const itemsListed = (groupId: number, items: ReturnType<typeof item>[]) => listedIn(itemsReducer, itemActions, groupId, items);
const optionGroupsListed = (groupId: number, groups: ReturnType<typeof optionGroup>[]) => listedIn(optionGroupsReducer, optionGroupActions, groupId, groups);
const optionsListed = (groupId: number, options: ReturnType<typeof option>[]) => listedIn(optionsReducer, optionActions, groupId, options);

describe('ItemsPage', () => {
  it("shows 'Sem produtos' when the category has none", () => {
    renderAt('/menu/1/items', { items: itemsListed(1, []) });
    expect(screen.getByText('Sem produtos')).toBeInTheDocument();
    expect(screen.getByLabelText('Novo produto', { selector: 'ion-fab-button' })).toBeInTheDocument();
  });

  it('names the category the products belong to, in full, under the title', () => {
    const title = 'Sanduíches especiais da casa com molho artesanal!!';
    expect(title).toHaveLength(50);
    renderAt('/menu/1/items', {
      itemGroups: itemGroupsReducer(undefined, itemGroupActions.loaded(itemGroup(1, { title }))),
      items: itemsListed(1, [item(1)]),
    });
    expect(screen.getByText('Produtos')).toBeInTheDocument();
    expect(screen.getByText(title).closest('ion-header')).not.toBeNull();
  });
});

describe('ItemGroupDetailsPage', () => {
  it("shows 'Não foi possível carregar os opcionais.' when the option groups do not load", () => {
    const category = { itemGroups: itemGroupsReducer(undefined, itemGroupActions.loaded(itemGroup(1, { title: 'Lanches' }))), items: itemsListed(1, [item(1)]) };
    const failed = optionGroupActions.listFailed({ parentId: 1, offset: 0, error: 'Failed to fetch' });
    expect(rowsOnceFailed('/menu/1', category, failed)).toContain('Não foi possível carregar os opcionais.');
  });
});

describe('OptionGroupsPage', () => {
  it("marks required groups 'Obrigatório' and inactive ones 'Inativo'", () => {
    renderAt('/menu/1/optionGroups', {
      optionGroups: optionGroupsListed(1, [
        optionGroup(1, { title: 'Molhos', isRequired: true, maxLength: 2 }),
        optionGroup(2, { title: 'Adicionais', isActive: false }),
        optionGroup(3, { title: 'Bebidas', isRequired: true, isActive: false }),
        optionGroup(4, { title: 'Extras' }),
      ]),
    });
    expect(chipsOf('Molhos')).toEqual(['Obrigatório']);
    expect(chipsOf('Adicionais')).toEqual(['Inativo']);
    expect(chipsOf('Bebidas')).toEqual(['Obrigatório', 'Inativo']);
    expect(chipsOf('Extras')).toEqual([]);
  });
});

describe('OptionGroupDetailsPage', () => {
  it("shows 'Não foi possível carregar as opções.' when the options do not load", () => {
    const group = { optionGroups: optionGroupsReducer(undefined, optionGroupActions.loaded(optionGroup(7, { title: 'Adicionais' }))) };
    const failed = optionActions.listFailed({ parentId: 7, offset: 0, error: 'Failed to fetch' });
    expect(rowsOnceFailed('/menu/1/optionGroups/7', group, failed)).toContain('Não foi possível carregar as opções.');
  });
});

describe('OptionsPage', () => {
  it("shows 'Indisponível' only on unavailable options", () => {
    renderAt('/menu/1/optionGroups/7/options', {
      options: optionsListed(7, [option(1, { name: 'Bacon' }), option(2, { name: 'Catupiry', isAvailable: false })]),
    });
    expect(chipsOf('Bacon')).toEqual([]);
    expect(chipsOf('Catupiry')).toEqual(['Indisponível']);
  });
});
