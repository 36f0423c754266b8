// The spec's messages must be installed before yup builds this schema.
import '@/shared/forms/locale';
import { object, string } from 'yup';

export const loginSchema = object({
  email: string().label('Email').trim().required().email(),
  password: string().label('Senha').required().min(6),
});
