import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IonButton } from '@ionic/react';
import { alertController } from '@ionic/core/components';
import { useConfirm, type ConfirmOptions } from '@/shared/ui/useConfirm';
import { answerAlert, removeAlerts } from './support/alerts';

function Asker({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return <IonButton onClick={() => void confirm(options).then(onAnswer)}>Perguntar</IonButton>;
}

function ask(options: ConfirmOptions = { message: 'Deseja realmente remover o meio de pagamento?' }) {
  const onAnswer = jest.fn();
  render(<Asker options={options} onAnswer={onAnswer} />);
  fireEvent.click(screen.getByText('Perguntar'));
  return onAnswer;
}

const answer = answerAlert;

afterEach(() => {
  removeAlerts();
  jest.restoreAllMocks();
});

describe('useConfirm', () => {
  it("asks under the default header 'Atenção' with 'Não' and 'Sim'", async () => {
    ask();
    expect(await screen.findByText('Deseja realmente remover o meio de pagamento?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Atenção' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').filter((button) => button.classList.contains('alert-button'));
    expect(buttons.map((button) => button.textContent)).toEqual(['Não', 'Sim']);
  });

  it("resolves true on 'Sim'", async () => {
    const onAnswer = ask();
    await answer('Sim');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it("resolves false on 'Não'", async () => {
    const onAnswer = ask();
    await answer('Não');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('uses a given header', async () => {
    ask({ header: 'Remover', message: 'Tem certeza que quer cancelar esse pedido?' });
    expect(await screen.findByRole('heading', { name: 'Remover' })).toBeInTheDocument();
  });

  it('answers false to a second question while the first is still open, and can ask again later', async () => {
    const onAnswer = ask();
    await screen.findByText('Sim');
    fireEvent.click(screen.getByText('Perguntar'));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));

    await answer('Sim');
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());

    fireEvent.click(screen.getByText('Perguntar'));
    await answer('Sim');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(3));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
  });

  it('reports a dialog that could not open on the console, answers false, and opens the next question', async () => {
    const failure = new Error('alert refused');
    jest.spyOn(alertController, 'create').mockRejectedValueOnce(failure);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onAnswer = ask();
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(logged).toHaveBeenCalledWith('A pergunta não pôde ser aberta.', failure);

    fireEvent.click(screen.getByText('Perguntar'));
    await answer('Sim');
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
  });
});
