import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { linkClicked } from '@/shared/layout/paneLeaveGuard';
import { WorkspacePage } from '@/shared/layout/Workspace';
import { useLeaveGuard } from '@/shared/forms/useLeaveGuard';
import { renderWithProviders } from '../../support/render';
import { answerAlert, removeAlerts } from '../support/alerts';

/** The filters in the right pane: a tick makes them unsaved, as the filter screen's form does. */
function Filters() {
  const [ticked, setTicked] = useState(false);
  useLeaveGuard(ticked);
  return (
    <label>
      <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
      Completado
    </label>
  );
}

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function Workspace({ onStart }: { onStart: () => void }) {
  return (
    <WorkspacePage pane={() => <Filters />} emptyPane={{ icon: '', title: 'Escolha um pedido na lista' }}>
      <Link to="/orders/7">
        Pedido #7
        <button type="button" onClick={(event) => (event.preventDefault(), onStart())}>
          Iniciar
        </button>
      </Link>
      <Address />
    </WorkspacePage>
  );
}

const wide = window.matchMedia;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ ...wide(query), matches: true })) as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = wide;
});
afterEach(removeAlerts);

describe("a tablet's pane with unsaved changes", () => {
  it('asks before a tap on the list opens something else, and follows the link only on Sim', async () => {
    renderWithProviders(<Workspace onStart={() => undefined} />, { route: '/orders/filters' });
    fireEvent.click(screen.getByLabelText('Completado'));
    fireEvent.click(screen.getByText('Pedido #7'));
    expect(await screen.findByText('Deseja realmente sair?')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/orders/filters');
    await answerAlert('Não');
    await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());
    expect(screen.getByTestId('address')).toHaveTextContent('/orders/filters');
    expect(screen.getByLabelText('Completado')).toBeChecked();

    fireEvent.click(screen.getByText('Pedido #7'));
    await answerAlert('Sim');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/orders/7'));
  });

  it("lets a button inside a tile (Iniciar) act without asking, and asks nothing while there is no change", async () => {
    const started = jest.fn();
    renderWithProviders(<Workspace onStart={started} />, { route: '/orders/filters' });
    fireEvent.click(screen.getByLabelText('Completado'));
    fireEvent.click(screen.getByText('Iniciar'));
    expect(started).toHaveBeenCalledTimes(1);
    expect(document.querySelector('ion-alert')).toBeNull();

    fireEvent.click(screen.getByLabelText('Completado'));
    fireEvent.click(screen.getByText('Pedido #7'));
    expect(screen.getByTestId('address')).toHaveTextContent('/orders/7');
    expect(document.querySelector('ion-alert')).toBeNull();
  });
});

describe('linkClicked', () => {
  it('names the link a click follows, not a control inside it', () => {
    document.body.innerHTML = '<ion-item href="/orders/7"><span id="label">#7</span><ion-button id="go">Iniciar</ion-button></ion-item>';
    expect(linkClicked(document.getElementById('label'))?.getAttribute('href')).toBe('/orders/7');
    expect(linkClicked(document.getElementById('go'))).toBeNull();
    expect(linkClicked(null)).toBeNull();
    // Ionic's React wrapper may set the address as the element's property alone.
    document.body.innerHTML = '<ion-item><h2 id="code">#8</h2></ion-item><ion-item id="plain"><span id="text">Mesa</span></ion-item>';
    Object.assign(document.querySelector('ion-item') as HTMLElement, { href: '/orders/8' });
    expect(linkClicked(document.getElementById('code'))?.tagName).toBe('ION-ITEM');
    expect(linkClicked(document.getElementById('text'))).toBeNull();
    document.body.innerHTML = '';
  });
});
