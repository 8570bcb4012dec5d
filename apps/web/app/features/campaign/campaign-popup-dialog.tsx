import { Link } from 'react-router';
import type { CampaignPopup } from '../../api/popups.js';
import { useI18n } from '../../i18n/hooks.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { campaignTarget, safeImageUrl } from './campaign-links.js';
import './campaign.css';

/** A campaign popup: image, title, text and a button; marked as such in preview mode. */
export default function CampaignPopupDialog({ entry, requestClose, finish }: DialogComponentProps) {
  const { t, format, locale } = useI18n();
  const popup = entry.options.props?.popup as CampaignPopup;
  const preview = entry.options.props?.preview === true;
  const follow = entry.options.props?.follow as ((to: string) => void) | undefined;
  const image = safeImageUrl(popup.image_url);
  const target = popup.button ? campaignTarget(popup.button.url, locale) : null;
  return (
    <Modal
      title={popup.title}
      subtitle={
        preview ? <span className="campaign-preview-badge">{t.campaignPopup.preview}</span> : undefined
      }
      onRequestClose={requestClose}
    >
      <div className={preview ? 'campaign-popup campaign-popup-preview' : 'campaign-popup'}>
        {preview && (
          <p className="campaign-preview-note">
            {format(t.campaignPopup.previewNote, { sysname: popup.sysname })}
          </p>
        )}
        {image && <img className="campaign-image" src={image} alt="" width={640} height={280} />}
        <p className="campaign-text">{popup.text}</p>
        {popup.button && target?.kind === 'internal' && (
          <Link
            to={target.to}
            className="button button-primary campaign-button"
            onClick={(event) => {
              // A plain click goes there in this tab; with a modifier the browser opens another one.
              if (
                !follow ||
                event.button !== 0 ||
                event.metaKey ||
                event.ctrlKey ||
                event.shiftKey ||
                event.altKey
              )
                return;
              event.preventDefault();
              follow(target.to);
              finish();
            }}
          >
            {popup.button.label}
          </Link>
        )}
        {popup.button && target?.kind === 'external' && (
          <a
            href={target.href}
            className="button button-primary campaign-button"
            rel="noopener"
            onClick={finish}
          >
            {popup.button.label}
          </a>
        )}
      </div>
    </Modal>
  );
}
