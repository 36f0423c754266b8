import { personFiguresOf, serviceChargeSharesOf, type PersonComanda } from '@server/domain/team-stats';

const bruno = { memberId: 2, userId: 1 };
const dani = { memberId: 3, userId: 1 };
const owner = { memberId: null, userId: 1 };
const otherSignIn = { memberId: null, userId: 9 };

describe("each person's share of the service charge", () => {
  it.each([
    ['one person takes it all', [{ ...bruno, invoiceId: 1, serviceChargeCents: 1001, first: 5 }], { 'member:2': 1001 }],
    [
      'two split it, the odd centavo to who took a payment first',
      [
        { ...dani, invoiceId: 1, serviceChargeCents: 1001, first: 7 },
        { ...bruno, invoiceId: 1, serviceChargeCents: 1001, first: 5 },
      ],
      { 'member:2': 501, 'member:3': 500 },
    ],
    [
      'three split 100, one leftover centavo',
      [
        { ...owner, invoiceId: 1, serviceChargeCents: 100, first: 1 },
        { ...bruno, invoiceId: 1, serviceChargeCents: 100, first: 2 },
        { ...otherSignIn, invoiceId: 1, serviceChargeCents: 100, first: 3 },
      ],
      { 'user:1': 34, 'member:2': 33, 'user:9': 33 },
    ],
    [
      'shares add up over comandas',
      [
        { ...bruno, invoiceId: 1, serviceChargeCents: 300, first: 1 },
        { ...bruno, invoiceId: 2, serviceChargeCents: 250, first: 4 },
        { ...dani, invoiceId: 2, serviceChargeCents: 250, first: 3 },
      ],
      { 'member:2': 425, 'member:3': 125 },
    ],
  ] as [string, PersonComanda[], Record<string, number>][])('%s', (_, comandas, shares) => {
    expect(Object.fromEntries(serviceChargeSharesOf(comandas))).toEqual(shares);
  });
});

describe('Resumo per person', () => {
  it('sums each person by member id (or, for the shop’s own account, by user), with the median wait of their calls', () => {
    const people = personFiguresOf(
      [
        { ...bruno, name: 'Bruno', ordersTaken: 2, paymentsRecorded: 0 },
        { ...bruno, name: 'Bruno', ordersTaken: 0, paymentsRecorded: 1 },
        { ...owner, name: 'Ana Souza', ordersTaken: 1, paymentsRecorded: 0 },
      ],
      [
        { ...bruno, name: 'Bruno', answerSeconds: 30 },
        { ...bruno, name: 'Bruno', answerSeconds: 61 },
        { ...owner, name: 'Ana', answerSeconds: 10 },
        { ...dani, name: 'Dani', answerSeconds: 90 },
      ],
      [{ ...bruno, invoiceId: 1, serviceChargeCents: 550, first: 1 }],
    );
    expect(people).toEqual([
      { name: 'Ana Souza', memberId: null, ordersTaken: 1, callsAnswered: 1, medianAnswerSeconds: 10, paymentsRecorded: 0, serviceChargeCents: 0 },
      { name: 'Bruno', memberId: 2, ordersTaken: 2, callsAnswered: 2, medianAnswerSeconds: 46, paymentsRecorded: 1, serviceChargeCents: 550 },
      { name: 'Dani', memberId: 3, ordersTaken: 0, callsAnswered: 1, medianAnswerSeconds: 90, paymentsRecorded: 0, serviceChargeCents: 0 },
    ]);
  });

  it('has nobody when nobody did anything', () => {
    expect(personFiguresOf([], [], [])).toEqual([]);
  });
});
