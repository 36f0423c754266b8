import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RootState } from '@/app/rootReducer';
import { selectOptionById, selectOptionDetail } from '@/features/options/selectors';
import { optionActions } from '@/features/options/slice';
import type { Option } from '@/features/options/api';
import { menuDetailsScreen } from '@/shared/menu/menuDetailsScreen';
import { option } from '../../features/item-groups/fixtures';
import { renderWithProviders } from '../../support/render';
import { shopState } from '../../features/settings/shopState';

type Ids = Record<'itemGroupId' | 'optionGroupId' | 'optionId', number>;

const loadRequested = jest.fn((ids: Ids) => ({ type: 'probe/loadRequested', payload: ids }));
const editorSaw: Array<{ record: Option; ids: Ids }> = [];

// A kind of record as the menu's features declare theirs; the options' state stands in for its store.
const ProbeDetailsScreen = menuDetailsScreen({
  title: 'Sonda',
  label: 'a sonda',
  params: ['itemGroupId', 'optionGroupId', 'optionId'],
  listPath: ({ itemGroupId, optionGroupId }) => `/menu/${itemGroupId}/optionGroups/${optionGroupId}/options`,
  otherRecords: 'Ver outras sondas',
  selectRecord: (state: RootState, { optionId }) => selectOptionById(state, optionId),
  selectDetail: (state: RootState, { optionId }) => selectOptionDetail(state, optionId),
  loadRequested,
  Editor: ({ record, ids }) => {
    editorSaw.push({ record, ids });
    return <p>{`Editando ${record.name}`}</p>;
  },
});

const linkOf = (text: string) => screen.getByText(text).closest('ion-button')?.getAttribute('router-link') ?? null;

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/menu/:itemGroupId/optionGroups/:optionGroupId/options/:optionId" element={<ProbeDetailsScreen />} />
    </Routes>,
    { route, preloadedState: shopState() },
  );
}

beforeEach(() => {
  loadRequested.mockClear();
  editorSaw.length = 0;
});

describe('a menu record details screen from the kit', () => {
  it('asks for the record by the ids of its address, once, and shows a spinner under its title meanwhile', () => {
    renderAt('/menu/1/optionGroups/4/options/9');
    expect(loadRequested.mock.calls).toEqual([[{ itemGroupId: 1, optionGroupId: 4, optionId: 9 }]]);
    expect(screen.getByText('Sonda')).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
  });

  it("gives the spec's address error, and asks for nothing, when a parameter is not a whole number", () => {
    renderAt('/menu/1/optionGroups/4/options/abc');
    expect(screen.getByText('Could not parse "optionId", received "abc"', { exact: false })).toBeInTheDocument();
    expect(loadRequested).not.toHaveBeenCalled();
    expect(screen.queryByText('Ver outras sondas')).toBeNull();
  });

  it('on a load error, offers the way back to its list and asks again on retry', () => {
    const { store } = renderAt('/menu/1/optionGroups/4/options/9');
    act(() => {
      store.dispatch(optionActions.loadFailed({ id: 9, error: 'Opção não encontrada.' }));
    });
    expect(screen.getByText('Erro ao carregar')).toBeInTheDocument();
    expect(linkOf('Ver outras sondas')).toBe('/menu/1/optionGroups/4/options');
    fireEvent.click(screen.getByText('Tente novamente'));
    expect(loadRequested).toHaveBeenCalledTimes(2);
  });

  it('hands the optionActions.loaded record and the ids to the editor', () => {
    const { store } = renderAt('/menu/1/optionGroups/4/options/9');
    act(() => {
      store.dispatch(optionActions.loaded(option(9, { groupId: 4, name: 'Bacon' })));
    });
    expect(screen.getByText('Editando Bacon')).toBeInTheDocument();
    expect(editorSaw.at(-1)).toEqual({ record: expect.objectContaining({ id: 9, name: 'Bacon' }), ids: { itemGroupId: 1, optionGroupId: 4, optionId: 9 } });
  });
});
