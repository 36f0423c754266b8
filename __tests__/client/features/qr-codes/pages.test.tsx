import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { QrCode } from '@/features/qr-codes/api';
import QrCodeDetailsPage from '@/features/qr-codes/pages/QrCodeDetailsPage';
import QrCodesPage from '@/features/qr-codes/pages/QrCodesPage';
import reducer, { detailFailed, listLoaded, listRequested } from '@/features/qr-codes/slice';
import { renderWithProviders } from '../../support/render';
import { shopState, SHOP_ID } from '../settings/shopState';

const qr = (id: number, fields: Partial<QrCode> = {}): QrCode => ({
  id,
  businessUnitId: SHOP_ID,
  location: `Mesa ${id}`,
  code: `code-${id}-xyz`,
  isPrepaid: false,
  isActive: true,
  ...fields,
});

function renderAt(route: string, qrCodes: ReturnType<typeof reducer>) {
  return renderWithProviders(
    <Routes>
      <Route path="/qrcodes" element={<QrCodesPage />} />
      <Route path="/qrcodes/:qrCodeId" element={<QrCodeDetailsPage />} />
    </Routes>,
    { route, preloadedState: shopState({ qrCodes }) },
  );
}

const listed = (codes: QrCode[]) => reducer(reducer(undefined, listRequested()), listLoaded({ qrCodes: codes, count: codes.length }));

describe('QrCodesPage', () => {
  it("shows location, code and the 'Pré-pagamento' and 'Inativo' chips only where they apply", () => {
    renderAt('/qrcodes', listed([qr(1), qr(2, { isPrepaid: true }), qr(3, { isActive: false })]));
    const tiles = screen.getAllByTestId('qr-code-tile');
    expect(tiles.map((tile) => tile.querySelector('h2')?.textContent)).toEqual(['Mesa 1', 'Mesa 2', 'Mesa 3']);
    expect(tiles[0]).toHaveTextContent('code-1-xyz');
    expect(tiles[0]).not.toHaveTextContent('Pré-pagamento');
    expect(tiles[0]).not.toHaveTextContent('Inativo');
    expect(tiles[1]).toHaveTextContent('Pré-pagamento');
    expect(tiles[1]).not.toHaveTextContent('Inativo');
    expect(tiles[2]).toHaveTextContent('Inativo');
    expect(screen.getByLabelText('Novo QR code', { selector: 'ion-fab-button' })).toBeInTheDocument();
  });

  it('draws a 72 px QR image on each tile', async () => {
    renderAt('/qrcodes', listed([qr(1)]));
    const image = await screen.findByRole('img', { name: 'QR code Mesa 1' });
    expect(image).toHaveStyle({ width: '72px', height: '72px' });
  });

  it('shows the empty state', () => {
    renderAt('/qrcodes', listed([]));
    expect(screen.getByText('Sem QR codes')).toBeInTheDocument();
    expect(screen.getByText('Adicione um novo para seus clientes fazerem pedidos!')).toBeInTheDocument();
  });
});

describe('QrCodeDetailsPage', () => {
  it("offers 'Ver todos QR codes' when the code cannot be loaded", () => {
    const { store } = renderAt('/qrcodes/9', reducer(undefined, { type: 'init' }));
    act(() => {
      store.dispatch(detailFailed({ id: 9, message: 'QR code não encontrado.' }));
    });
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(screen.getByText('Ver todos QR codes')).toBeInTheDocument();
  });

  it("shows the code, its form with 'Salvar' off until something changes, and a share button", () => {
    renderAt('/qrcodes/2', listed([qr(2, { isPrepaid: true })]));
    expect(screen.getByText('Detalhes')).toBeInTheDocument();
    expect(screen.getByTestId('qr-code-text')).toHaveTextContent('code-2-xyz');
    expect((screen.getByText('Salvar').closest('ion-button') as HTMLIonButtonElement).disabled).toBe(true);
    expect(screen.getByText('Compartilhar')).toBeInTheDocument();
    expect(screen.getByLabelText('Compartilhar QR code')).toBeInTheDocument();
  });
});
