import { render, screen, within } from '@testing-library/react';
import type { PersonFigures } from '@contract/day-report';
import { PeopleFigures } from '@/features/day-report/components/PeopleFigures';

const ana: PersonFigures = { name: 'Ana Souza', memberId: null, ordersTaken: 4, callsAnswered: 0, medianAnswerSeconds: null, paymentsRecorded: 1, serviceCharge: 0 };
const bruno: PersonFigures = { name: 'Bruno', memberId: 7, ordersTaken: 12, callsAnswered: 5, medianAnswerSeconds: 75, paymentsRecorded: 3, serviceCharge: 1234.5 };

const figuresOf = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('li')!)
    .getAllByRole('definition')
    .map((figure) => figure.textContent);

describe("Resumo 'Por pessoa'", () => {
  it("lists each person's orders started, calls answered with their median, payments recorded and service charge", () => {
    render(<PeopleFigures people={[ana, bruno]} />);
    expect(screen.getByRole('heading', { name: 'Por pessoa' })).toBeInTheDocument();
    expect(within(screen.getByTestId('day-report-people')).getAllByRole('term').slice(0, 4).map((term) => term.textContent)).toEqual([
      'Pedidos iniciados',
      'Chamados atendidos',
      'Pagamentos registrados',
      'Taxa de serviço',
    ]);
    expect(figuresOf('Bruno')).toEqual(['12', '5mediana 1 min 15 s', '3', '$ 1.234,50']);
    expect(figuresOf('Ana Souza')).toEqual(['4', '0—', '1', '$ 0,00']);
  });

  it.each([[[]], [undefined]])('is hidden when nobody did anything (%p)', (people) => {
    const { container } = render(<PeopleFigures people={people} />);
    expect(container).toBeEmptyDOMElement();
  });
});
