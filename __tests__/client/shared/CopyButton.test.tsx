import { act, fireEvent, screen } from '@testing-library/react';
import { CopyButton } from '@/shared/ui/CopyButton';
import { renderWithProviders } from '../support/render';

const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

beforeEach(() => {
  writeText.mockReset();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

const button = () => screen.getByText('Copiar').closest('ion-button') as HTMLElement & { disabled: boolean };

async function tap() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('CopyButton', () => {
  it('copies the text and locks for exactly 2000 ms', async () => {
    writeText.mockResolvedValue(undefined);
    renderWithProviders(<CopyButton text="https://exemplo/sign-in/abc" />);

    await tap();
    expect(writeText).toHaveBeenCalledWith('https://exemplo/sign-in/abc');
    expect(button().disabled).toBe(true);

    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(button().disabled).toBe(true);

    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(button().disabled).toBe(false);
  });

  it('ignores taps while locked', async () => {
    writeText.mockResolvedValue(undefined);
    renderWithProviders(<CopyButton text="abc" />);
    await tap();
    await tap();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('raises the copy failure notification when the clipboard refuses', async () => {
    const failure = new Error('denied');
    writeText.mockRejectedValue(failure);
    const { store } = renderWithProviders(<CopyButton text="abc" />);

    await tap();

    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({
        kind: 'error',
        title: 'Não foi possível copiar.',
        message: 'Você pode selecionar o texto no campo.',
      }),
    ]);
    expect(button().disabled).toBe(true);
  });
});
