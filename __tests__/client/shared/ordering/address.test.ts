import { addressLinesOf } from '@/shared/ordering/address';

describe('addressLinesOf', () => {
  const address = { street: 'Rua A', number: '10', complement: null, neighborhood: 'Centro', city: 'São Paulo', district: null, cep: '01000-000' };
  it.each([
    [address, ['Rua A, 10', 'Centro, São Paulo', 'CEP 01000-000']],
    [
      { ...address, complement: 'Apto 3', district: 'SP' },
      ['Rua A, 10 - Apto 3', 'Centro, São Paulo - SP', 'CEP 01000-000'],
    ],
    [{ ...address, neighborhood: '', cep: '' }, ['Rua A, 10', 'São Paulo']],
  ])('%j', (given, expected) => {
    expect(addressLinesOf(given)).toEqual(expected);
  });

  it('has no lines without an address', () => {
    expect(addressLinesOf(null)).toEqual([]);
    expect(addressLinesOf(undefined)).toEqual([]);
  });
});
