import { coverCropOf, type ImageSize } from './rules';

export const JPEG_QUALITY = 0.85;

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  if (typeof createImageBitmap === 'function') {
    // from-image turns phone photos upright, as they were taken.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Crops the picture to fill the exact size and encodes it as JPEG in the browser, before anything is uploaded. */
export async function renderJpeg(file: Blob, size: ImageSize): Promise<Blob> {
  const image = await decode(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D indisponível');
    // JPEG has no transparency: a transparent PNG lands on white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    const { sx, sy, sw, sh } = coverCropOf(image.width, image.height, size);
    context.drawImage(image.source, sx, sy, sw, sh, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Falha ao gerar o JPEG'))), 'image/jpeg', JPEG_QUALITY),
    );
  } finally {
    image.close();
  }
}
