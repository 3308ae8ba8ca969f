/**
 * The ID pictures a phone takes (docs/product.md#identity-verification): png or jpg only, and
 * downscaled before they are sent, so that a 12 MP photo fits the operator's size limit and a slow
 * network carries a tenth of it.
 */

const KYC_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** The longest side a sent picture keeps: an ID stays readable, the file small. */
const KYC_IMAGE_LONGEST_SIDE = 2000;
const JPEG_QUALITY = 0.85;

export type PreparedImage = { ok: true; blob: Blob; contentType: string } | { ok: false; reason: 'type' | 'too-large' | 'unreadable' };

/** The size a picture is drawn at: its own when small enough, else its longest side brought to the limit. */
export function scaledSize(width: number, height: number, longest = KYC_IMAGE_LONGEST_SIDE): { width: number; height: number } {
  const side = Math.max(width, height);
  if (side <= longest) return { width, height };
  const ratio = longest / side;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Whether a picture must be redrawn: too large a side, or too many bytes as it is. */
export function needsRedraw(size: { width: number; height: number }, bytes: number, maxBytes: number): boolean {
  return Math.max(size.width, size.height) > KYC_IMAGE_LONGEST_SIDE || bytes > maxBytes;
}

async function redraw(file: Blob, maxBytes: number): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  try {
    if (!needsRedraw(bitmap, file.size, maxBytes)) return file;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A png's transparency would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  } finally {
    bitmap.close();
  }
}

/** Checks a chosen picture's type, redraws it when needed and checks the size that results. */
export async function prepareKycImage(file: Blob, maxBytes: number): Promise<PreparedImage> {
  if (!KYC_IMAGE_TYPES.includes(file.type)) return { ok: false, reason: 'type' };
  let blob: Blob | null;
  try {
    blob = await redraw(file, maxBytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!blob) return { ok: false, reason: 'unreadable' };
  if (blob.size > maxBytes) return { ok: false, reason: 'too-large' };
  return { ok: true, blob, contentType: blob.type || file.type };
}

/** The base64 of a picture's bytes, as the upload carries it. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}
