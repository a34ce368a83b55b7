import { useId, useMemo } from 'react';
import { toDataURL } from 'qrcode';
import { qrShape, qrSvgFile } from './qr-svg.js';
import styles from './share-panel.module.css';

/** Starts a download of `href` as `name`. */
function download(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
}

/** PNG pixels: large enough for print. */
const PNG_PIXELS = 1024;

/** The QR code of `url`, drawn here from the code's modules, with downloads for print. */
export function QrCode({ url, fileName }: { url: string; fileName: string }) {
  const captionId = useId();
  const shape = useMemo(() => qrShape(url), [url]);
  const saveSvg = () => {
    const file = URL.createObjectURL(new Blob([qrSvgFile(shape)], { type: 'image/svg+xml' }));
    download(file, `${fileName}.svg`);
    setTimeout(() => URL.revokeObjectURL(file), 0);
  };
  const savePng = () =>
    void toDataURL(url, { errorCorrectionLevel: 'M', margin: 4, width: PNG_PIXELS }).then((png) =>
      download(png, `${fileName}.png`),
    );
  return (
    <figure className={styles.qr}>
      <svg
        viewBox={`0 0 ${shape.size} ${shape.size}`}
        width={192}
        height={192}
        shapeRendering="crispEdges"
        role="img"
        aria-labelledby={captionId}
        data-testid="share-qr"
      >
        <rect width={shape.size} height={shape.size} fill="#fff" />
        <path d={shape.path} fill="#000" />
      </svg>
      <figcaption id={captionId}>QR code of the visitor address, for print and phones.</figcaption>
      <div className="row">
        <button type="button" onClick={saveSvg}>
          Download QR code (SVG)
        </button>
        <button type="button" onClick={savePng}>
          Download QR code (PNG)
        </button>
      </div>
    </figure>
  );
}
