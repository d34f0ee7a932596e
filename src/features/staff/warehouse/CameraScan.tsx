import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

/** The parts of the Barcode Detection API this page uses (not in TypeScript's DOM types yet). */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Whether this browser reads barcodes from the camera (Chrome on Android, not Firefox or iOS Safari). */
export const canScanWithCamera = () => barcodeDetector() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';

const SCAN_EVERY_MS = 250;

/**
 * "Quét bằng camera": the rear camera in a <video>, read a few times a second until a code is
 * seen; the code goes to `onCode` and the camera stops. Shown only where the browser can do it.
 */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!open || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['code_128', 'code_39', 'ean_13', 'qr_code'] });
    const read = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue && !stopped) {
          setOpen(false);
          onCodeRef.current(found.rawValue);
          return;
        }
      } catch {
        // One unreadable frame: try the next one.
      }
      timer = setTimeout(() => void read(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          void video.play().catch(() => {});
        }
        void read();
      })
      .catch(() => {
        setFailed(true);
        setOpen(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  if (!canScanWithCamera()) return null;
  return (
    <div className="camera-scan">
      {!open ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setFailed(false);
            setOpen(true);
          }}
        >
          <Trans>Quét bằng camera</Trans>
        </button>
      ) : (
        <>
          <video ref={videoRef} className="camera-scan__video" muted playsInline aria-label={t`Hình camera sau`} />
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen(false)}>
            <Trans>Tắt camera</Trans>
          </button>
        </>
      )}
      {failed && (
        <p role="alert" className="camera-scan__failed">
          <Trans>Không mở được camera. Hãy cho phép dùng camera hoặc dùng máy quét.</Trans>
        </p>
      )}
    </div>
  );
}
