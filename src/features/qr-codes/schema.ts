import { boolean, object, string } from 'yup';
import { QR_LOCATION_MAX_LENGTH } from '@contract/limits';
import '@/shared/forms/locale';

export const LOCATION_MAX_LENGTH = QR_LOCATION_MAX_LENGTH;

export const qrCodeSchema = object({
  location: string().label('Nome do local').trim().required().max(LOCATION_MAX_LENGTH),
  isPrepaid: boolean().required(),
  isActive: boolean().required(),
});
