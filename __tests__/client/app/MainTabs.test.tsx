import { render, screen } from '@testing-library/react';
import { IonApp } from '@ionic/react';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { Provider } from 'react-redux';
import type { AppVariant } from '@contract/config';
import { documentTitleOf } from '@/app/App';
import MainTabs from '@/app/MainTabs';
import { VariantProvider } from '@/shared/variant';
import { createTestStore } from '../support/render';

function renderTabs(variant: AppVariant) {
  return render(
    <Provider store={createTestStore()}>
      <VariantProvider variant={variant}>
        <IonApp>
          <IonReactMemoryRouter initialEntries={['/more']}>
            <MainTabs />
          </IonReactMemoryRouter>
        </IonApp>
      </VariantProvider>
    </Provider>,
  );
}

describe('MainTabs', () => {
  it.each([
    ['food', ['Pedidos', 'Comandas', 'Cardápio', 'Mais']],
    ['shop', ['Pedidos', 'Compras', 'Catálogo', 'Mais']],
  ] as const)('shows the four tabs of the %s variant', async (variant, labels) => {
    renderTabs(variant);
    for (const label of labels) expect(await screen.findByText(label)).toBeInTheDocument();
  });
});

describe('documentTitleOf', () => {
  it.each([
    ['food', 'Painel do Restaurante'],
    ['shop', 'Painel do Estabelecimento'],
  ] as const)('%s → %s', (variant, title) => {
    expect(documentTitleOf(variant)).toBe(title);
  });
});
