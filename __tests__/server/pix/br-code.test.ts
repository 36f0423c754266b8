import { brCodeAmountOf, brCodeOf, crc16, txidOf } from '@server/domain/br-code';
import { scannedFromQr } from './br-code-reader';

/** The BR Code manual's example (Banco Central): a random key, no amount, txid '***', CRC 1D3D. */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16-CCITT-FALSE', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    [MANUAL_EXAMPLE.slice(0, -4), '1D3D'],
  ])('%j → %s', (text, crc) => {
    expect(crc16(text)).toBe(crc);
  });
});

describe('the static Pix BR Code', () => {
  const manualFields = {
    key: '123e4567-e12b-12d1-a456-426655440000',
    merchantName: 'Fulano de Tal',
    merchantCity: 'BRASILIA',
    amountCents: null,
    txid: '***',
  };

  it("rebuilds the manual's published example byte for byte, CRC included", () => {
    expect(brCodeOf(manualFields)).toBe(MANUAL_EXAMPLE);
  });

  it('writes the amount, the one-payment initiation and the txid, and a CRC over all of it', () => {
    const payload = brCodeOf({ ...manualFields, merchantName: 'FULANO DE TAL', amountCents: 12345, txid: 'COMANDA7', pointOfInitiation: '12' });
    expect(payload).toBe(
      '000201010212' +
        '26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '5204000053039865406123.45' +
        '5802BR5913FULANO DE TAL6008BRASILIA' +
        '62120508COMANDA7' +
        `6304${crc16(payload.slice(0, -4))}`,
    );
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it('gives the CRC another implementation gives for the same code with an amount (488D)', () => {
    expect(brCodeOf({ ...manualFields, merchantName: 'FULANO DE TAL', amountCents: 12345 }).slice(-4)).toBe('488D');
  });

  it('refuses a field longer than 99', () => {
    expect(() => brCodeOf({ ...manualFields, key: 'a'.repeat(90) })).toThrow(/field 26/);
  });

  it('reads back from its own QR as the same text', async () => {
    const payload = brCodeOf({ ...manualFields, amountCents: 5580, txid: 'COMANDA12' });
    expect(scannedFromQr(payload)).toBe(payload);
  });
});

describe('amount and txid', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1000, '10.00'],
    [5580, '55.80'],
    [1234567, '12345.67'],
  ])('%i cents → %s', (cents, text) => {
    expect(brCodeAmountOf(cents)).toBe(text);
  });

  it.each([
    ['7', undefined, 'COMANDA7'],
    ['A-12/3', undefined, 'COMANDAA123'],
    ['9'.repeat(30), undefined, `COMANDA${'9'.repeat(18)}`],
    ['7', 1, 'COMANDA7P1'],
    ['7', 12, 'COMANDA7P12'],
    // A long code gives up its end so the part stays.
    ['9'.repeat(30), 2, `COMANDA${'9'.repeat(16)}P2`],
  ])('code %j, part %j → txid %j', (code, part, txid) => {
    expect(txidOf(code, part)).toBe(txid);
    expect(txidOf(code, part)).toMatch(/^[A-Za-z0-9]{1,25}$/);
  });
});
