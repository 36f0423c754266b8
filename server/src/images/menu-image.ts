import sharp from 'sharp';
import { IMAGE_SIZES, type ImageKind } from '@contract/menu';
import { HttpError } from '@server/http-errors';
import { invalid } from '@server/domain/errors';

/**
 * Above this a small compressed file can expand to gigabytes while decoding (a decompression bomb). 50 MP still
 * admits the photos of today's phones, which reach 48 MP.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

type Format = 'jpeg' | 'png';

const signatures: Array<{ format: Format; bytes: number[] }> = [
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The format the first bytes announce; the name and the declared type of an upload prove nothing. */
export function formatOf(data: Buffer): Format | null {
  const match = signatures.find(({ bytes }) => data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte));
  return match ? match.format : null;
}

const notAnImage = () => invalid('O arquivo deve ser uma imagem JPEG ou PNG válida.');

async function assertDecodable(data: Buffer, format: Format): Promise<void> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, 'payload_too_large', 'A imagem tem pixels demais: o máximo é 50 megapixels.');
  }
}

/**
 * Checks that an upload really is a JPEG or PNG and turns it into the spec's JPEG: cropped to fill the exact size
 * (cover 1200x1200, photo 720x480), turned upright, transparency on white, metadata such as GPS position dropped.
 */
export async function toMenuJpeg(data: Buffer, kind: ImageKind): Promise<Buffer> {
  const format = formatOf(data);
  if (!format) throw notAnImage();
  await assertDecodable(data, format);
  const { width, height } = IMAGE_SIZES[kind];
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, progressive: true })
      .toBuffer();
  } catch {
    // Headers can be valid while the pixel data is not; that is a bad file, not a server fault.
    throw notAnImage();
  }
}
