import { isValidCnpj, isValidCpf, pixKeyKindOf, pixKeyOf, pixKeyProblemOf, pixReceiverProblemsOf, pixTextOf } from '@contract/pix';

describe('Pix keys', () => {
  it.each([
    // key as typed, kind, kept as, refused?
    ['529.982.247-25', 'cpf', '52998224725', false],
    ['52998224725', 'cpf', '52998224725', false],
    ['529.982.247-26', 'cpf', '52998224726', true],
    ['111.111.111-11', 'cpf', '11111111111', true],
    ['11.222.333/0001-81', 'cnpj', '11222333000181', false],
    ['11222333000182', 'cnpj', '11222333000182', true],
    ['00.000.000/0000-00', 'cnpj', '00000000000000', true],
    ['+55 11 98765-4321', 'phone', '+5511987654321', false],
    ['+551134567890', 'phone', '+551134567890', false],
    ['+5511876543', 'phone', '+5511876543', true],
    ['+1 415 555 0100', 'phone', '+14155550100', true],
    ['+55 01 98765-4321', 'phone', '+5501987654321', true],
    ['Caixa@Bar.com.br', 'email', 'caixa@bar.com.br', false],
    ['caixa@bar', 'email', 'caixa@bar', true],
    [`${'a'.repeat(70)}@bar.com.br`, 'email', `${'a'.repeat(70)}@bar.com.br`, true],
    ['123E4567-E12B-12D1-A456-426655440000', 'random', '123e4567-e12b-12d1-a456-426655440000', false],
    ['11987654321', 'cpf', '11987654321', true],
    ['chave qualquer', null, 'chave qualquer', true],
    ['123456', null, '123456', true],
  ] as const)('%j: %s, kept as %j, refused %s', (typed, kind, kept, refused) => {
    expect(pixKeyKindOf(typed)).toBe(kind);
    expect(pixKeyOf(typed)).toBe(kept);
    expect(pixKeyProblemOf(typed) !== null).toBe(refused);
  });

  it.each([
    ['', 'Informe a chave Pix.'],
    ['529.982.247-26', 'CPF inválido: confira os dígitos.'],
    ['11222333000182', 'CNPJ inválido: confira os dígitos.'],
    ['+5511876543', 'Celular inválido: use +55, o DDD e o número (10 ou 11 dígitos).'],
    ['x', 'Chave Pix inválida: use CPF, CNPJ, celular com +55, e-mail ou chave aleatória.'],
  ])('%j says %j', (typed, message) => {
    expect(pixKeyProblemOf(typed)).toBe(message);
  });

  it.each([
    ['39053344705', true],
    ['39053344704', false],
    ['3905334470', false],
  ])('CPF %s valid: %s', (cpf, valid) => expect(isValidCpf(cpf)).toBe(valid));

  it.each([
    ['04252011000110', true],
    ['04252011000111', false],
  ])('CNPJ %s valid: %s', (cnpj, valid) => expect(isValidCnpj(cnpj)).toBe(valid));
});

describe("the receiver's name and city as the code carries them", () => {
  it.each([
    ['Café da Praça', 'CAFE DA PRACA'],
    ['  São   João  ', 'SAO JOAO'],
    ['Bar do Zé 🍺', 'BAR DO ZE'],
    ['ÂÊÎÔÛ ãõ ç', 'AEIOU AO C'],
  ])('%j → %j', (typed, text) => {
    expect(pixTextOf(typed)).toBe(text);
  });

  it.each([
    [{ key: '52998224725', merchantName: 'Café da Praça', merchantCity: 'São Paulo' }, []],
    [{ key: '52998224726', merchantName: 'Café', merchantCity: 'Rio' }, ['key']],
    [{ key: '52998224725', merchantName: 'x'.repeat(26), merchantCity: 'Rio' }, ['merchantName']],
    [{ key: '52998224725', merchantName: 'Restaurante São José ltda', merchantCity: 'Rio' }, []],
    [{ key: '52998224725', merchantName: 'Café', merchantCity: 'Ribeirão das Neves' }, ['merchantCity']],
    [{ key: '52998224725', merchantName: '🍺', merchantCity: ' ' }, ['merchantName', 'merchantCity']],
  ])('%j refuses %j', (receiver, fields) => {
    expect(pixReceiverProblemsOf(receiver).map((problem) => problem.field)).toEqual(fields);
  });
});
