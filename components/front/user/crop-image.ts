import type { Area } from 'react-easy-crop';

export const AVATAR_SIZE = 512;
/** The API's limit for an avatar (routes/user.ts). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Larger photos are refused before they are decoded: a phone's camera picture is well below this. */
export const AVATAR_SOURCE_MAX_BYTES = 15 * 1024 * 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}

/** The chosen square of the picture, scaled to AVATAR_SIZE and encoded as JPEG. */
export async function croppedSquare(src: string, area: Area, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/jpeg', 0.9));
}
