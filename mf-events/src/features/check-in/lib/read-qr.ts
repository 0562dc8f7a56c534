/** The browser's own QR reader (Chrome on Android, Safari 17+), where there is one. */
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

let detector: BarcodeDetectorLike | null | undefined;

function nativeDetector(): BarcodeDetectorLike | null {
  if (detector !== undefined) return detector;
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  detector = Native ? new Native({ formats: ['qr_code'] }) : null;
  return detector;
}

/** Pixels of an image or a video frame, at most `maxSide` pixels on the long side. */
function pixelsOf(source: CanvasImageSource, width: number, height: number, maxSide = 800) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The text of the QR code in an image or a video frame, or null: the browser's
 * BarcodeDetector where present, else the small jsQR library, fetched on first use.
 */
export async function readQr(
  source: HTMLVideoElement | ImageBitmap,
  width: number,
  height: number,
): Promise<string | null> {
  const native = nativeDetector();
  if (native) {
    try {
      const [code] = await native.detect(source);
      if (code) return code.rawValue;
    } catch {
      // A detector that fails (no QR support on this device) leaves the work to jsQR.
      detector = null;
    }
    if (detector) return null;
  }
  const pixels = pixelsOf(source, width, height);
  if (!pixels) return null;
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

/** The QR code in an image file (a photo of a ticket, a screenshot of the e-mail), or null. */
export async function readQrFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await readQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
