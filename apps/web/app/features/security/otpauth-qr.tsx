import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';

/** The otpauth URI as an SVG QR code (by the `qrcode` library), shown as an image with its alt text. */
export function OtpauthQr({ uri }: { uri: string }) {
  const { t } = useI18n();
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed) return <p className="security-lead">{t.security.twoFactor.qrFailed}</p>;
  if (!source) return <div className="security-qr security-qr-pending" aria-hidden="true" />;
  return (
    <img className="security-qr" src={source} alt={t.security.twoFactor.qrAlt} width={200} height={200} />
  );
}
