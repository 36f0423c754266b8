import type { Address, InvoicePaymentMethod, InvoiceStatus, OrderStatus, OrderType } from '@contract/ordering';
import type { StaffRole } from '@contract/staff';

/**
 * What the demo shop holds on a fresh install: its menu, QR codes, payment methods, delivery fee and a few days of
 * comandas. The e2e flows and the Resumo figures read these, so a change here is a change there.
 */

export interface SeedOption {
  name: string;
  description?: string;
  price: number;
  available?: boolean;
}

export interface SeedOptionGroup {
  title: string;
  maxlength: number | null;
  required?: boolean;
  options: SeedOption[];
}

export interface SeedItem {
  name: string;
  description: string;
  price: number;
  available?: boolean;
  portions?: { name: string; price: number; available?: boolean }[];
}

export interface SeedCategory {
  title: string;
  items: SeedItem[];
  optionGroups: SeedOptionGroup[];
}

export const DEMO_MENU: SeedCategory[] = [
  {
    title: 'Lanches',
    items: [
      {
        name: 'X-Burguer',
        description: 'Pão brioche, hambúrguer artesanal de 150 g, queijo prato, alface, tomate e molho da casa.',
        price: 24.9,
        portions: [
          { name: 'Simples', price: 24.9 },
          { name: 'Duplo', price: 32.9 },
        ],
      },
      { name: 'X-Salada', description: 'Hambúrguer, queijo, alface, tomate, cebola roxa e maionese.', price: 22.9 },
      { name: 'X-Bacon', description: 'Hambúrguer, queijo, bacon crocante e cebola caramelizada.', price: 27.9 },
      { name: 'Misto quente', description: 'Pão de forma na chapa com presunto e queijo.', price: 12 },
      {
        name: 'Coxinha de frango',
        description: 'Massa de batata recheada com frango desfiado e catupiry.',
        price: 7.5,
        portions: [
          { name: 'Unidade', price: 7.5 },
          { name: 'Porção com 6', price: 36 },
        ],
      },
      { name: 'Pastel de carne', description: 'Pastel de feira com carne moída temperada.', price: 9, available: false },
    ],
    optionGroups: [
      {
        title: 'Adicionais',
        maxlength: 3,
        options: [
          { name: 'Bacon', description: 'Fatias de bacon crocante.', price: 4 },
          { name: 'Ovo', price: 2.5 },
          { name: 'Cheddar', price: 3.5 },
          { name: 'Catupiry', price: 3.5, available: false },
        ],
      },
      {
        title: 'Molhos',
        maxlength: 2,
        options: [
          { name: 'Maionese verde', price: 0 },
          { name: 'Barbecue', price: 0 },
          { name: 'Mostarda e mel', price: 0 },
        ],
      },
    ],
  },
  {
    title: 'Bebidas',
    items: [
      { name: 'Coca-Cola lata', description: 'Lata de 350 ml, gelada.', price: 6.5 },
      { name: 'Guaraná Antarctica lata', description: 'Lata de 350 ml, gelada.', price: 6 },
      {
        name: 'Suco natural',
        description: 'Laranja, limão ou maracujá, feito na hora.',
        price: 8,
        portions: [
          { name: '300 ml', price: 8 },
          { name: '500 ml', price: 11 },
        ],
      },
      { name: 'Água mineral', description: 'Garrafa de 500 ml, com ou sem gás.', price: 4 },
      { name: 'Cerveja long neck', description: 'Garrafa de 355 ml.', price: 9.9 },
    ],
    optionGroups: [
      {
        title: 'Adicionais',
        maxlength: 2,
        options: [
          { name: 'Gelo e limão', price: 0 },
          { name: 'Copo com gelo', price: 0 },
        ],
      },
    ],
  },
  {
    title: 'Sobremesas',
    items: [
      { name: 'Pudim de leite', description: 'Pudim de leite condensado com calda de caramelo.', price: 9.5 },
      {
        name: 'Brigadeiro',
        description: 'Brigadeiro gourmet de chocolate belga.',
        price: 3.5,
        portions: [
          { name: 'Unidade', price: 3.5 },
          { name: 'Caixa com 4', price: 12 },
        ],
      },
      {
        name: 'Açaí na tigela',
        description: 'Açaí batido com banana.',
        price: 14,
        portions: [
          { name: '300 ml', price: 14 },
          { name: '500 ml', price: 19 },
        ],
      },
      { name: 'Petit gâteau', description: 'Bolinho de chocolate com sorvete de creme.', price: 18.9 },
    ],
    optionGroups: [
      {
        title: 'Adicionais',
        maxlength: 4,
        options: [
          { name: 'Leite condensado', price: 2 },
          { name: 'Granola', price: 2 },
          { name: 'Banana', price: 2.5 },
          { name: 'Sorvete de creme', price: 5 },
        ],
      },
    ],
  },
];

export const DEMO_QR_CODES = [
  { code: 'mesa-1', locationName: 'Mesa 1', prepay: false },
  { code: 'mesa-2', locationName: 'Mesa 2', prepay: false },
  { code: 'mesa-3', locationName: 'Mesa 3', prepay: false },
  { code: 'balcao-pre', locationName: 'Balcão', prepay: true },
];

export const DEMO_PAYMENT_METHODS: { method: InvoicePaymentMethod; isPublic: boolean }[] = [
  { method: 'cash', isPublic: true },
  { method: 'creditCard', isPublic: true },
  { method: 'pix', isPublic: false },
  { method: 'online', isPublic: true },
];

export const DEMO_DELIVERY = { phone: '5511987654321', slug: 'restaurante-demo', active: true, fee: 7 };

/**
 * The demo shop's Pix receiver, so 'Pagar com Pix' shows out of the box. The key is an e-mail under `.example`, a
 * domain reserved for examples: no bank can hold it, so a QR scanned by mistake can never pay anyone.
 */
/** The demo shop's team ('Equipe'), each with a PIN to try 'Trocar pessoa' and 'Autorização do gerente' with. */
export const DEMO_TEAM: { name: string; role: StaffRole; pin: string }[] = [
  { name: 'Carla', role: 'manager', pin: '1234' },
  { name: 'Bruno', role: 'waiter', pin: '2222' },
  { name: 'Dani', role: 'waiter', pin: '3333' },
  { name: 'Caio', role: 'kitchen', pin: '4444' },
  { name: 'Lia', role: 'cashier', pin: '5555' },
];

export const DEMO_PIX = { key: 'pix@restaurante-demo.example', merchantName: 'Restaurante Demo', merchantCity: 'São Paulo' };

export interface SeedLine {
  item: string;
  category: string;
  quantity: number;
  portion?: string;
  options?: string[];
}

export interface SeedOrder {
  type: OrderType;
  status: OrderStatus;
  /** Minutes after the invoice opened. */
  after: number;
  lines: SeedLine[];
}

export interface SeedInvoice {
  qrcode: string;
  /** Minutes before now the invoice opened. */
  minutesAgo: number;
  customer: { name: string; mobile: string | null; email: string | null };
  status: InvoiceStatus;
  paymentMethod: InvoicePaymentMethod | null;
  paidWith?: number;
  /** 0 money, 1 credit, 2 debit; null when paid online. Only for completed payments. */
  operatorMethod?: number | null;
  address?: Address;
  orders: SeedOrder[];
}

export const HOUR = 60;
export const DAY = 24 * HOUR;

export const DEMO_INVOICES: SeedInvoice[] = [
  {
    qrcode: 'mesa-1',
    minutesAgo: 45,
    customer: { name: 'Mariana Costa', mobile: '5511991234567', email: null },
    status: 'open',
    paymentMethod: null,
    orders: [
      {
        type: 0,
        status: 'started',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Burguer', quantity: 2, portion: 'Duplo', options: ['Bacon', 'Maionese verde'] },
          { category: 'Bebidas', item: 'Coca-Cola lata', quantity: 2 },
        ],
      },
      {
        type: 0,
        status: 'authorized',
        after: 38,
        lines: [{ category: 'Sobremesas', item: 'Pudim de leite', quantity: 1 }],
      },
    ],
  },
  {
    qrcode: 'mesa-2',
    minutesAgo: 80,
    customer: { name: 'Carlos Pereira', mobile: null, email: 'carlos.pereira@exemplo.com.br' },
    status: 'closing',
    paymentMethod: 'cash',
    paidWith: 100,
    orders: [
      {
        type: 0,
        status: 'completed',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Bacon', quantity: 1, options: ['Ovo'] },
          { category: 'Lanches', item: 'Coxinha de frango', quantity: 1, portion: 'Porção com 6' },
          { category: 'Bebidas', item: 'Cerveja long neck', quantity: 2 },
        ],
      },
    ],
  },
  {
    qrcode: 'balcao-pre',
    minutesAgo: 4,
    customer: { name: 'Juliana Alves', mobile: '5521998765432', email: null },
    status: 'open',
    paymentMethod: null,
    orders: [
      {
        type: 1,
        status: 'open',
        after: 0,
        lines: [
          { category: 'Sobremesas', item: 'Açaí na tigela', quantity: 1, portion: '500 ml', options: ['Granola', 'Banana'] },
        ],
      },
    ],
  },
  {
    qrcode: 'balcao-pre',
    minutesAgo: 25,
    customer: { name: 'Roberto Nunes', mobile: '5511970001122', email: 'roberto.nunes@exemplo.com.br' },
    status: 'closed',
    paymentMethod: 'online',
    operatorMethod: null,
    address: {
      street: 'Rua Augusta',
      number: '1500',
      complement: 'Apto 42',
      neighborhood: 'Consolação',
      city: 'São Paulo',
      district: 'SP',
      cep: '01304-001',
    },
    orders: [
      {
        type: 3,
        status: 'started',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Salada', quantity: 2, options: ['Cheddar'] },
          { category: 'Bebidas', item: 'Suco natural', quantity: 2, portion: '500 ml' },
        ],
      },
    ],
  },
  {
    qrcode: 'mesa-3',
    minutesAgo: DAY + 3 * HOUR,
    customer: { name: 'Fernanda Lima', mobile: '5511955554444', email: null },
    status: 'closed',
    paymentMethod: 'creditCard',
    operatorMethod: 1,
    orders: [
      {
        type: 0,
        status: 'completed',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Burguer', quantity: 1, portion: 'Simples', options: ['Barbecue'] },
          { category: 'Lanches', item: 'Misto quente', quantity: 1 },
          { category: 'Bebidas', item: 'Guaraná Antarctica lata', quantity: 2 },
        ],
      },
      { type: 0, status: 'canceled', after: 20, lines: [{ category: 'Sobremesas', item: 'Petit gâteau', quantity: 1 }] },
      {
        type: 0,
        status: 'completed',
        after: 35,
        lines: [{ category: 'Sobremesas', item: 'Brigadeiro', quantity: 1, portion: 'Caixa com 4' }],
      },
    ],
  },
  {
    qrcode: 'mesa-1',
    minutesAgo: 2 * DAY + 5 * HOUR,
    customer: { name: 'Paulo Henrique', mobile: null, email: null },
    status: 'closed',
    paymentMethod: 'debitCard',
    operatorMethod: 2,
    orders: [
      {
        type: 0,
        status: 'completed',
        after: 0,
        lines: [
          { category: 'Lanches', item: 'X-Bacon', quantity: 2 },
          { category: 'Bebidas', item: 'Água mineral', quantity: 2, options: ['Gelo e limão'] },
        ],
      },
    ],
  },
  {
    qrcode: 'balcao-pre',
    minutesAgo: 3 * DAY + 2 * HOUR,
    customer: { name: 'Aline Rocha', mobile: '5511944443333', email: null },
    status: 'canceled',
    paymentMethod: null,
    orders: [{ type: 2, status: 'canceled', after: 0, lines: [{ category: 'Lanches', item: 'X-Salada', quantity: 1 }] }],
  },
];

/** The other provider's shop: a category and the QR code outro-mesa-1, so isolation can be tried by hand. */
export const OTHER_SHOP_MENU: SeedCategory[] = [
  {
    title: 'Pratos do dia',
    items: [{ name: 'Prato feito', description: 'Arroz, feijão, bife acebolado, salada e batata frita.', price: 22 }],
    optionGroups: [],
  },
];

export const OTHER_SHOP_QR_CODES = [{ code: 'outro-mesa-1', locationName: 'Mesa 1', prepay: false }];
