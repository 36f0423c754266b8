import { boolean, mixed, object, string } from 'yup';
import '@/shared/forms/locale';
import type { MenuType } from './api';
import { serviceChargeTextProblemOf } from './rules';

export const settingsSchema = object({
  menuType: mixed<MenuType>().oneOf([0, 1]).nullable().defined(),
  serviceChargeOn: boolean().defined(),
  // The server's own rule (contract/service-charge.ts), in its words, checked only while the charge is on.
  serviceChargeText: string()
    .defined()
    .test('service-charge', (text, context) => {
      const problem = serviceChargeTextProblemOf({ serviceChargeOn: Boolean(context.parent.serviceChargeOn), serviceChargeText: text ?? '' });
      return problem === null ? true : context.createError({ message: problem });
    }),
});
