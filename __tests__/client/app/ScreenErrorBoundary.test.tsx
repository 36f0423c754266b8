import { fireEvent, render, screen } from '@testing-library/react';
import { ScreenErrorBoundary } from '@/app/shell/ScreenErrorBoundary';

function Broken(): never {
  throw new Error('a screen that cannot render');
}

describe('ScreenErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the screens while they render', () => {
    render(
      <ScreenErrorBoundary>
        <p>Pedidos</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Pedidos')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('instead of a white page, says so and offers a reload', () => {
    const reload = jest.fn();
    render(
      <ScreenErrorBoundary reload={reload}>
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado nesta tela.');
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('A screen failed to render', expect.any(Error), expect.any(String));
  });
});
