import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RootState } from '@/app/rootReducer';
import PortionDetailsPage from '@/features/portions/pages/PortionDetailsPage';
import PortionsPage from '@/features/portions/pages/PortionsPage';
import portionsReducer, { portionActions } from '@/features/portions/slice';
import { portion } from '../item-groups/fixtures';
import { renderWithProviders } from '../../support/render';
import { shopState } from '../settings/shopState';

/** Ionic list rows as the user reads them (text inside IonLabel escapes getByText under jsdom). */
const rows = () => [...document.querySelectorAll('ion-item')].map((row) => row.textContent?.trim());

/** The href an Ionic button navigates to, by its visible text. */
const linkOf = (text: string) => screen.getByText(text).closest('ion-button')?.getAttribute('router-link') ?? null;

function renderAt(route: string, slices: Partial<RootState> = {}, variant: 'food' | 'shop' = 'food') {
  return renderWithProviders(
    <Routes>
      <Route path="/menu/:itemGroupId/items/:itemId/portions" element={<PortionsPage />} />
      <Route path="/menu/:itemGroupId/items/:itemId/portions/:portionId" element={<PortionDetailsPage />} />
    </Routes>,
    { route, preloadedState: shopState(slices), variant },
  );
}

const portionsListed = (itemId: number, portions: ReturnType<typeof portion>[]) =>
  portionsReducer(
    portionsReducer(undefined, portionActions.listRequested({ parentId: itemId, offset: 0 })),
    portionActions.listLoaded({ parentId: itemId, offset: 0, records: portions, count: portions.length }),
  );

describe('PortionsPage', () => {
  it("shows 'Sem porções' and 'Adicione porções para montar seu cardápio!' when the product has none", () => {
    renderAt('/menu/1/items/5/portions', { portions: portionsListed(5, []) });
    expect(screen.getByText('Porções')).toBeInTheDocument();
    expect(screen.getByText('Sem porções')).toBeInTheDocument();
    expect(screen.getByText('Adicione porções para montar seu cardápio!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova porção', { selector: 'ion-fab-button' })).toBeInTheDocument();
  });

  it("says 'catálogo' in the shop variant's empty state", () => {
    renderAt('/menu/1/items/5/portions', { portions: portionsListed(5, []) }, 'shop');
    expect(screen.getByText('Adicione porções para montar seu catálogo!')).toBeInTheDocument();
  });

  it("lists name and price, with the chip 'Indisponível' only on the unavailable portion", () => {
    renderAt('/menu/1/items/5/portions', {
      portions: portionsListed(5, [portion(1, { name: 'Pequena', price: 20 }), portion(2, { name: 'Grande', price: 32.5, isAvailable: false })]),
    });
    expect(rows()).toEqual(['Pequena$ 20,00', 'Grande$ 32,50Indisponível']);
  });

  it("offers 'Voltar para o Produto' when the portions do not load", () => {
    const { store } = renderAt('/menu/1/items/5/portions');
    act(() => {
      store.dispatch(portionActions.listFailed({ parentId: 5, offset: 0, error: 'Produto não encontrado.' }));
    });
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(screen.getByText('Tente novamente')).toBeInTheDocument();
    expect(linkOf('Voltar para o Produto')).toBe('/menu/1/items/5');
  });
});

describe('PortionDetailsPage', () => {
  it("offers 'Ver outras porções' when the portion does not load", () => {
    const { store } = renderAt('/menu/1/items/5/portions/9');
    act(() => {
      store.dispatch(portionActions.loadFailed({ id: 9, error: 'Porção não encontrada.' }));
    });
    expect(screen.getByText('Detalhes')).toBeInTheDocument();
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(linkOf('Ver outras porções')).toBe('/menu/1/items/5/portions');
  });
});
