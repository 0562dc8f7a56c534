/**
 * Which reader reads a ticket's QR: the browser's BarcodeDetector where there
 * is one (the desktop Chromium of the e2e journeys has none, so only this test
 * covers it), and jsQR otherwise or when the detector fails.
 */
type Detect = (source: ImageBitmapSource) => Promise<{ rawValue: string }[]>;

/** A fresh copy of the module (it keeps the detector it made), with `detect` as the browser's. */
async function readerWith(detect: Detect | null) {
  vi.resetModules();
  const made: { formats: string[] }[] = [];
  if (detect) {
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        constructor(options: { formats: string[] }) {
          made.push(options);
        }
        detect = detect;
      },
    );
  }
  const module = await import('./read-qr');
  return { ...module, made };
}

/** A frame for the readers: jsdom draws nothing, so jsQR's path finds no pixels to read. */
const frame = {} as ImageBitmap;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readQr', () => {
  it("returns the browser detector's text, asking it for QR codes only", async () => {
    const detect = vi.fn<Detect>().mockResolvedValue([{ rawValue: 'TICKET-7Q2K' }]);
    const { readQr, made } = await readerWith(detect);
    await expect(readQr(frame, 640, 480)).resolves.toBe('TICKET-7Q2K');
    expect(detect).toHaveBeenCalledWith(frame);
    expect(made).toEqual([{ formats: ['qr_code'] }]);
  });

  it('answers null for a frame without a code, without drawing it for jsQR', async () => {
    const detect = vi.fn<Detect>().mockResolvedValue([]);
    const { readQr } = await readerWith(detect);
    const draw = vi.spyOn(document, 'createElement');
    await expect(readQr(frame, 640, 480)).resolves.toBeNull();
    expect(draw).not.toHaveBeenCalledWith('canvas');
  });

  it('leaves the work to jsQR for good once the detector fails', async () => {
    const detect = vi
      .fn<Detect>()
      .mockRejectedValue(new DOMException('Unsupported', 'NotSupportedError'));
    const { readQr } = await readerWith(detect);
    const draw = vi.spyOn(document, 'createElement');
    await expect(readQr(frame, 640, 480)).resolves.toBeNull();
    expect(draw).toHaveBeenCalledWith('canvas');
    await readQr(frame, 640, 480);
    expect(detect).toHaveBeenCalledTimes(1);
  });

  it('uses jsQR where the browser has no detector', async () => {
    const { readQr } = await readerWith(null);
    const draw = vi.spyOn(document, 'createElement');
    await expect(readQr(frame, 640, 480)).resolves.toBeNull();
    expect(draw).toHaveBeenCalledWith('canvas');
  });
});
