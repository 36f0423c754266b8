import { object, string } from 'yup';

export const loginSchema = object({
  email: string().label('Email').trim().required().email(),
  password: string().label('Senha').required().min(6),
});
