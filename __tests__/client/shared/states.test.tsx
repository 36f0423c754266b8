import { fireEvent, render, screen } from '@testing-library/react';
import { LoadErrorState } from '@/shared/ui/LoadErrorState';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListErrorRow } from '@/shared/ui/ListErrorRow';

describe('LoadErrorState', () => {
  it('shows the spec texts with the label and its two dots', () => {
    render(<LoadErrorState label="seus pedidos" onRetry={() => undefined} />);
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(screen.getByText('Não conseguimos carregar seus pedidos..')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it("calls onRetry from 'Tente novamente'", () => {
    const onRetry = jest.fn();
    render(<LoadErrorState label="seus pedidos" onRetry={onRetry} />);
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a detail message and extra actions', () => {
    render(
      <LoadErrorState label="a comanda" detail='Could not parse "invoiceId", received "abc"' onRetry={() => undefined}>
        <a href="/invoices">Voltar para o caixa</a>
      </LoadErrorState>,
    );
    expect(screen.getByText('Could not parse "invoiceId", received "abc"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o caixa' })).toHaveAttribute('href', '/invoices');
  });

  it("keeps the server's account of a failure off the screen and sends it to the console", () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LoadErrorState label="suas comandas" cause="boom" onRetry={() => undefined} />);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Não conseguimos carregar suas comandas:', 'boom');
    logged.mockRestore();
  });

  it('has no retry button when there is nothing to retry', () => {
    render(<LoadErrorState label="a comanda" />);
    expect(screen.queryByText('Tente novamente')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows the title and the text', () => {
    render(<EmptyState title="Todos a postos" text="Estamos aguardando o próximo pedido!" />);
    expect(screen.getByRole('heading', { name: 'Todos a postos' })).toBeInTheDocument();
    expect(screen.getByText('Estamos aguardando o próximo pedido!')).toBeInTheDocument();
  });

  it('renders the icon only when given', () => {
    const { container, rerender } = render(<EmptyState title="Sem categorias" />);
    expect(container.querySelector('ion-icon')).toBeNull();
    rerender(<EmptyState title="Sem categorias" icon="data:image/svg+xml;utf8,<svg/>" />);
    expect(container.querySelector('ion-icon')).not.toBeNull();
  });
});

describe('ListErrorRow', () => {
  it('shows the message and refreshes on tap', async () => {
    const onRetry = jest.fn();
    render(<ListErrorRow message="Não foi possível carregar os produtos." onRetry={onRetry} />);
    // IonLabel is a scoped Stencil component: its text is queryable only once it has hydrated.
    const message = await screen.findByText('Não foi possível carregar os produtos.');
    fireEvent.click(message.closest('ion-item') as Element);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
