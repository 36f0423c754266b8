import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { array, object, string } from 'yup';
import { CheckboxGroupField } from '@/shared/filters/CheckboxGroupField';
import { FilterScreen } from '@/shared/filters/FilterScreen';
import { renderWithProviders } from '../../support/render';
import { answerAlert, removeAlerts } from '../support/alerts';

interface Values {
  from: string;
  colors: string[];
}

const options = [
  { value: 'red', label: 'Vermelho' },
  { value: 'blue', label: 'Azul' },
  { value: 'green', label: 'Verde', disabled: true },
];
const schema = object({ from: string(), colors: array(string().defined()).defined() });
const checkbox = (label: string) => screen.getByText(label).closest('ion-checkbox') as HTMLIonCheckboxElement;
const button = (label: string) => screen.getByText(label).closest('ion-button') as HTMLIonButtonElement;

async function toggle(label: string, checked: boolean) {
  await act(async () => {
    fireEvent(checkbox(label), new CustomEvent('ionChange', { detail: { checked } }));
  });
}

afterEach(removeAlerts);

function renderScreen(current: Values, onConfirm = jest.fn()) {
  renderWithProviders(
    <Routes>
      <Route path="/list" element={<p>Lista</p>} />
      <Route
        path="/list/filters"
        element={
          <FilterScreen current={current} defaults={{ from: '', colors: ['red'] }} schema={schema} backTo="/list" onConfirm={onConfirm}>
            {(formik) => <CheckboxGroupField formik={formik} name="colors" title="Cores" options={options} />}
          </FilterScreen>
        }
      />
    </Routes>,
    { route: '/list/filters' },
  );
  return onConfirm;
}

describe('FilterScreen', () => {
  it("shows 'Filtros', the choices, and the disabled option", () => {
    renderScreen({ from: '', colors: ['red'] });
    expect(screen.getByText('Filtros')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cores' })).toBeInTheDocument();
    expect(checkbox('Vermelho').checked).toBe(true);
    expect(checkbox('Verde').disabled).toBe(true);
  });

  it("'Confirmar' applies the changed values and goes back without asking", async () => {
    const onConfirm = renderScreen({ from: '', colors: ['red'] });
    await toggle('Azul', true);
    await waitFor(() => expect(button('Confirmar').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByText('Confirmar'));
    });
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ from: '', colors: ['red', 'blue'] }));
    expect(await screen.findByText('Lista')).toBeInTheDocument();
    expect(document.querySelector('ion-alert')).toBeNull();
  });

  it('undoing a change counts as no change', async () => {
    renderScreen({ from: '', colors: ['red'] });
    await toggle('Azul', true);
    await toggle('Azul', false);
    await waitFor(() => expect(button('Confirmar').disabled).toBe(true));
  });

  it("going back with changes asks 'Deseja realmente sair?' and stays on 'Não'", async () => {
    renderScreen({ from: '', colors: ['red'] });
    await toggle('Azul', true);
    fireEvent.click(screen.getByLabelText('Voltar'));
    expect(await screen.findByText('Deseja realmente sair?')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Atenção' })).toBeInTheDocument();
    await answerAlert('Não');
    await waitFor(() => expect(document.querySelector('ion-alert')).toBeNull());
    expect(screen.queryByText('Lista')).not.toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Voltar'));
    await answerAlert('Sim');
    expect(await screen.findByText('Lista')).toBeInTheDocument();
  });

  it('going back without changes just leaves', async () => {
    renderScreen({ from: '', colors: ['red'] });
    fireEvent.click(screen.getByLabelText('Voltar'));
    expect(await screen.findByText('Lista')).toBeInTheDocument();
    expect(document.querySelector('ion-alert')).toBeNull();
  });

  it("'Limpar' is on away from the defaults and puts them back", async () => {
    renderScreen({ from: '', colors: ['blue'] });
    await waitFor(() => expect(button('Limpar').disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByText('Limpar'));
    });
    await waitFor(() => expect(checkbox('Vermelho').checked).toBe(true));
    expect(checkbox('Azul').checked).toBe(false);
    expect(button('Limpar').disabled).toBe(true);
  });
});
