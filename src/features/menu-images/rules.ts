import { IMAGE_SIZES, MENU_LIMITS } from '@contract/limits';

/** Spec 5 and 9: the cover and the photos, their exact sizes and the upload limit. */
export { IMAGE_SIZES };

export type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

export const MAX_IMAGE_BYTES = MENU_LIMITS.imageBytes;

/** What the file picker offers: jpg, jpeg and png, one file. */
export const ACCEPTED_FILES = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const FILE_TYPE_PROBLEM = 'Escolha uma imagem JPG ou PNG.';
export const FILE_SIZE_PROBLEM = 'A imagem deve ter no máximo 5 MB.';

/** Why a picked file cannot be used, or null when it can. */
export function fileProblemOf(file: { name: string; type: string; size: number }): string | null {
  const byType = file.type === 'image/jpeg' || file.type === 'image/png';
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return FILE_TYPE_PROBLEM;
  if (file.size > MAX_IMAGE_BYTES) return FILE_SIZE_PROBLEM;
  return null;
}

export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The centred part of a source that fills the target exactly without stretching (CSS object-fit: cover). */
export function coverCropOf(sourceWidth: number, sourceHeight: number, target: ImageSize): CropRect {
  const scale = Math.max(target.width / sourceWidth, target.height / sourceHeight);
  const sw = Math.round(target.width / scale);
  const sh = Math.round(target.height / scale);
  return { sx: Math.round((sourceWidth - sw) / 2), sy: Math.round((sourceHeight - sh) / 2), sw, sh };
}

export function sizeTextOf(size: ImageSize): string {
  return `JPG, ${size.width}x${size.height} px, até 5 MB`;
}
