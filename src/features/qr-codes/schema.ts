import { boolean, object, string } from 'yup';
import '@/shared/forms/locale';

export const LOCATION_MAX_LENGTH = 20;

export const qrCodeSchema = object({
  location: string().label('Nome do local').trim().required().max(LOCATION_MAX_LENGTH),
  isPrepaid: boolean().required(),
  isActive: boolean().required(),
});
