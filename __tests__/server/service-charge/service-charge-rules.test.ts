import {
  basisPointsOfPercent,
  percentOfBasisPoints,
  serviceChargeCentsOf,
  serviceChargePercentLabel,
  serviceChargePercentProblemOf,
} from '@contract/service-charge';
import { chargedBasisPointsOf, serviceChargeRemovalDecisionOf } from '@server/domain/invoice-rules';

const dineIn = (totalCents: number, status = 'authorized') => ({ type: 0, status, totalCents });

describe('serviceChargeCentsOf', () => {
  it.each([
    ['10% of R$ 55,55 is R$ 5,56 (half a centavo rounds up)', [dineIn(5555)], 1000, 556],
    ['10% of R$ 55,54 is R$ 5,55 (0,4 of a centavo rounds down)', [dineIn(5554)], 1000, 555],
    ['10% of R$ 0,05 is R$ 0,01', [dineIn(5)], 1000, 1],
    ['10% of R$ 0,04 is nothing', [dineIn(4)], 1000, 0],
    ['13% of R$ 99,99 is R$ 13,00 (12,9987)', [dineIn(9999)], 1300, 1300],
    ['12,5% of R$ 10,04 is R$ 1,26 (1,255)', [dineIn(1004)], 1250, 126],
    ['0,01% of R$ 1.000,00 is R$ 0,10', [dineIn(100_000)], 1, 10],
    ['the orders are summed before rounding: 10% of 3 × R$ 0,05', [dineIn(5), dineIn(5), dineIn(5)], 1000, 2],
    ['canceled orders are not charged', [dineIn(5000), dineIn(3000, 'canceled')], 1000, 500],
    ['takeaway (1, 2) and delivery (3) are not charged', [dineIn(1000), { type: 1, status: 'open', totalCents: 2000 }, { type: 2, status: 'open', totalCents: 3000 }, { type: 3, status: 'open', totalCents: 4000 }], 1000, 100],
    ['no percent: nothing', [dineIn(5555)], null, 0],
    ['no orders: nothing', [], 1000, 0],
  ])('%s', (_case, orders, basisPoints, expected) => {
    expect(serviceChargeCentsOf(orders, basisPoints)).toBe(expected);
  });

  it('stays exact on a large bill, where float maths would drift', () => {
    // R$ 9.999.999,95 at 10%: 99 999 999,5 centavos, half up.
    expect(serviceChargeCentsOf([dineIn(999_999_995)], 1000)).toBe(100_000_000);
  });
});

describe('the percent', () => {
  it.each([
    [10, null],
    [12.5, null],
    [0.01, null],
    [30, null],
    [0, 'Informe um percentual maior que zero.'],
    [-5, 'Informe um percentual maior que zero.'],
    [30.01, 'Use no máximo 30%.'],
    [10.005, 'Use no máximo duas casas decimais.'],
    [Number.NaN, 'Informe um percentual maior que zero.'],
  ])('%d → %s', (percent, problem) => {
    expect(serviceChargePercentProblemOf(percent)).toBe(problem);
  });

  it('goes to basis points and back without float error', () => {
    expect(basisPointsOfPercent(12.34)).toBe(1234);
    expect(basisPointsOfPercent(0.29)).toBe(29);
    expect(percentOfBasisPoints(1234)).toBe(12.34);
  });

  it('is named the Brazilian way', () => {
    expect(serviceChargePercentLabel(10)).toBe('10%');
    expect(serviceChargePercentLabel(12.5)).toBe('12,5%');
  });
});

describe('chargedBasisPointsOf', () => {
  it('is the comanda’s own percent until staff remove it', () => {
    expect(chargedBasisPointsOf({ service_charge_basis_points: 1000, service_charge_removed_at: null })).toBe(1000);
    expect(chargedBasisPointsOf({ service_charge_basis_points: 1000, service_charge_removed_at: '2026-01-01T20:00:00.000Z' })).toBeNull();
    expect(chargedBasisPointsOf({ service_charge_basis_points: null, service_charge_removed_at: null })).toBeNull();
  });
});

describe('serviceChargeRemovalDecisionOf', () => {
  const invoice = { status: 'open' as const, serviceChargeBasisPoints: 1000, removed: false, onlinePaymentPending: false };
  it.each([
    ['an open comanda', invoice, { ok: true, value: 'remove' }],
    ['a comanda whose customer asked for the bill', { ...invoice, status: 'closing' as const }, { ok: true, value: 'remove' }],
    ['a charge removed already (answered as done)', { ...invoice, removed: true }, { ok: true, value: 'alreadyRemoved' }],
    ['a closed comanda', { ...invoice, status: 'closed' as const }, { ok: false, code: 'invoice_finished' }],
    ['a canceled comanda', { ...invoice, status: 'canceled' as const }, { ok: false, code: 'invoice_finished' }],
    ['a comanda with no charge', { ...invoice, serviceChargeBasisPoints: null }, { ok: false, message: 'Esta comanda não tem taxa de serviço.' }],
    ['a comanda being paid online', { ...invoice, onlinePaymentPending: true }, { ok: false }],
  ])('%s', (_case, input, expected) => {
    expect(serviceChargeRemovalDecisionOf(input)).toMatchObject(expected);
  });
});
