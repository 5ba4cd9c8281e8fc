// The camera side of the scanner (browser only, started by the customer's tap): the back camera's
// video, read a few times a second by the browser's BarcodeDetector where it knows our formats,
// else by ZXing, which is imported only here, on that first tap (no page loads it otherwise).

/** EAN-13, EAN-8, UPC-A/E, Code 128 and QR, as BarcodeDetector names them. */
const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e", "code_128", "qr_code"];
const READ_EVERY_MS = 200;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type ReadFrame = (video: HTMLVideoElement) => Promise<string | null>;

async function browserDetector(): Promise<ReadFrame | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch((): string[] => []);
  const formats = FORMATS.filter((format) => supported.includes(format));
  if (formats.length < FORMATS.length) return null;
  const detector = new Detector({ formats });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

async function zxingReader(): Promise<ReadFrame> {
  const [{ BrowserMultiFormatReader, BarcodeFormat }, { DecodeHintType }] = await Promise.all([import("@zxing/browser"), import("@zxing/library")]);
  const formats = [
    BarcodeFormat.EAN_13,
    BarcodeFormat.EAN_8,
    BarcodeFormat.UPC_A,
    BarcodeFormat.UPC_E,
    BarcodeFormat.CODE_128,
    BarcodeFormat.QR_CODE,
  ];
  const reader = new BrowserMultiFormatReader(new Map([[DecodeHintType.POSSIBLE_FORMATS, formats]]));
  return async (video) => {
    try {
      return reader.decode(video).getText();
    } catch {
      // No code in this frame (ZXing throws NotFoundException).
      return null;
    }
  };
}

/**
 * Shows the back camera in `video` and calls `onRead` with every code seen (the same code many
 * times: the caller debounces). Resolves to the function that stops it; rejects when there is no
 * camera or no permission (a DOMException: NotAllowedError, NotFoundError…).
 */
export async function startCamera(video: HTMLVideoElement, onRead: (text: string) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    await video.play();
    const readFrame = (await browserDetector()) ?? (await zxingReader());
    const tick = async () => {
      if (stopped) return;
      const text = video.readyState >= video.HAVE_CURRENT_DATA ? await readFrame(video).catch(() => null) : null;
      if (text && !stopped) onRead(text);
      timer = setTimeout(() => void tick(), READ_EVERY_MS);
    };
    void tick();
    return stop;
  } catch (error) {
    stop();
    throw error;
  }
}

/** A short vibration and beep that say "read". The AudioContext is made on the customer's tap (browsers allow sound after one). */
export function confirmRead(audio: AudioContext | null): void {
  navigator.vibrate?.(60);
  if (!audio) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = 1_400;
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.08);
}
