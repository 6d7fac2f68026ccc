import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Formats accepted from the camera (spec section 5), and the QR codes of the app's own labels (a place, a copy). */
const SCAN_FORMATS = ['upc_a', 'upc_e', 'ean_13', 'ean_8', 'code_128', 'code_39', 'qr_code'] as const;

interface DetectedCode {
  rawValue: string;
  /** upc_a, ean_13, code_128, ... (the BarcodeDetector's names, which domain BARCODE_FORMATS follows). */
  format: string;
}

export interface BarcodeDecoder {
  detect(image: ImageData): Promise<DetectedCode[]>;
}

/** The browser's own BarcodeDetector (not in TypeScript's DOM library yet). */
interface NativeDetectorClass {
  new (options: { formats: string[] }): BarcodeDecoder;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<BarcodeDecoder | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    return SCAN_FORMATS.every((format) => supported.includes(format)) ? new Native({ formats: [...SCAN_FORMATS] }) : null;
  } catch {
    return null;
  }
}

/**
 * The native detector when it reads every format we need, else the ZXing WebAssembly ponyfill. The .wasm is one of
 * our own build assets (never the package's default CDN), so scanning works offline and behind a strict CSP.
 */
export async function createBarcodeDecoder(): Promise<BarcodeDecoder> {
  const native = await nativeDecoder();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Instantiated now, so a wasm that fails to load is reported once instead of on every frame.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}
