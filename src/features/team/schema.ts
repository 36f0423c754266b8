import { boolean, mixed, object, string } from 'yup';
import { MEMBER_EMAIL_MAX_LENGTH, MEMBER_PASSWORD_LENGTH, PIN_PATTERN, STAFF_NAME_MAX_LENGTH, staffRoles, type StaffRole } from '@contract/staff-roles';
import '@/shared/forms/locale';

// A blank PIN is the required rule's (new member) or keeps the member's (an edit), never 'Valor inválido'.
const pin = string().matches(new RegExp(PIN_PATTERN), { excludeEmptyString: true });

/** A new member's form: the PIN is required. */
export const newMemberSchema = object({
  name: string().label('Nome').trim().required().max(STAFF_NAME_MAX_LENGTH),
  role: mixed<StaffRole>().label('Função').oneOf(staffRoles).required(),
  pin: pin.label('PIN').required(),
  active: boolean().required(),
});

/** An edit's: a blank PIN keeps the member's. */
export const memberChangesSchema = newMemberSchema.shape({ pin: pin.label('PIN').notRequired() });

/** 'Acesso com e-mail': the e-mail the person signs in with and a password of their own. */
export const memberSignInSchema = object({
  email: string().label('E-mail').trim().required().email().max(MEMBER_EMAIL_MAX_LENGTH),
  password: string().label('Senha').required().min(MEMBER_PASSWORD_LENGTH.min).max(MEMBER_PASSWORD_LENGTH.max),
});
