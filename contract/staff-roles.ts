/**
 * The team's roles, permissions and their fixed matrix, the headers and messages both sides go by: plain values,
 * apart from the schemas (staff.ts), so the app takes them without TypeBox.
 */
export * from './staff-headers';
export const staffRoles = ['manager', 'cashier', 'waiter', 'kitchen'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  manager: 'Gerente',
  cashier: 'Caixa',
  waiter: 'Garçom',
  kitchen: 'Cozinha',
};

/**
 * What a staff route may need beyond being the shop's. Reading the shop's records needs only that; each command
 * needs one of these, and the server's route table names which.
 */
export const staffPermissions = [
  'orders.handle',
  'orders.cancel',
  'orders.cancelStarted',
  'calls.answer',
  'payments.record',
  'invoices.transfer',
  'invoices.merge',
  'serviceCharge.remove',
  'menu.availability',
  'menu.edit',
  'shop.pause',
  'shop.settings',
  'reports.view',
  'till.correct',
  'team.manage',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** How the screen names each permission, and how a 403 says what is missing ('Sem permissão: …'). */
export const STAFF_PERMISSION_LABELS: Record<StaffPermission, string> = {
  'orders.handle': 'Iniciar, preparar e concluir pedidos',
  'orders.cancel': 'Cancelar pedidos aguardando',
  'orders.cancelStarted': 'Cancelar pedidos iniciados ou pagos',
  'calls.answer': 'Atender chamados',
  'payments.record': 'Registrar pagamentos',
  'invoices.transfer': 'Transferir comandas e pedidos',
  'invoices.merge': 'Juntar comandas',
  'serviceCharge.remove': 'Remover a taxa de serviço',
  'menu.availability': 'Marcar itens esgotados',
  'menu.edit': 'Alterar cardápio e preços',
  'shop.pause': 'Pausar pedidos',
  'shop.settings': 'Alterar configurações da loja e canais',
  'reports.view': 'Ver o resumo do dia',
  'till.correct': 'Corrigir fechamentos de caixa',
  'team.manage': 'Gerenciar a equipe',
};

/** Each role's fixed permissions (a shop-editable matrix is not offered); the owner's account has them all. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  manager: staffPermissions,
  cashier: [
    'orders.handle',
    'orders.cancel',
    'calls.answer',
    'payments.record',
    'invoices.transfer',
    'menu.availability',
    'shop.pause',
    'reports.view',
  ],
  waiter: ['orders.handle', 'orders.cancel', 'calls.answer', 'payments.record', 'invoices.transfer', 'menu.availability'],
  kitchen: ['orders.handle', 'menu.availability'],
};

export const roleMay = (role: StaffRole, permission: StaffPermission): boolean => ROLE_PERMISSIONS[role].includes(permission);

export const PIN_PATTERN = '^[0-9]{4,6}$';
export const STAFF_NAME_MAX_LENGTH = 40;
export const TEAM_MAX_MEMBERS = 200;
/** A member's own e-mail sign-in: the password's bounds (the e-mail's are the customer's, 120). */
export const MEMBER_PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const MEMBER_EMAIL_MAX_LENGTH = 120;
/** 'Bloquear após' minutes of no touch on a device in 'Pedir PIN'. */
export const IDLE_LOCK_MINUTES = { min: 1, max: 240, default: 5 } as const;

export const permissionMissingMessage = (permission: StaffPermission): string => `Sem permissão: ${STAFF_PERMISSION_LABELS[permission]}.`;

export const STAFF_MESSAGES = {
  pinWrong: 'PIN incorreto.',
  pinTaken: 'Este PIN já é de outra pessoa da equipe.',
  pinLocked: (seconds: number) => `Muitas tentativas. Tente de novo em ${seconds} s.`,
  personInactive: 'Esta pessoa não está mais ativa na equipe.',
  personUnknown: 'Pessoa da equipe inválida. Digite o PIN de novo.',
  authorizationRefused: 'Este PIN não pode autorizar esta ação.',
  authorizationInvalid: 'Autorização do gerente inválida ou já usada.',
  emailTaken: 'Este e-mail já é usado por outro acesso.',
  signInMissing: 'Esta pessoa não tem acesso com e-mail.',
  personFixed: 'Este aparelho entrou com o e-mail de uma pessoa da equipe: saia para trocar de pessoa.',
} as const;
