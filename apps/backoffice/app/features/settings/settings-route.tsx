import { useState } from 'react';
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { RouteErrorView } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { ContentConfigForm } from './content-config-form.js';
import { GeneralInfoForm } from './general-info-form.js';

// The site's settings (issue 15 item 5): maintenance first (what every visitor sees), then the
// General info of spec section 3, then each locale's content configuration. Administrators only.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, () => boCall('settings/get', {}));
}

export default function SettingsRoute() {
  const { t } = useI18n();
  const settings = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const state = settings.generalInfo.domain_state;
  const closed = state !== 'active';

  return (
    <section className="page">
      <div className="page-head">
        <h1>{t.settings.title}</h1>
      </div>
      <section className="card maintenance" aria-labelledby="maintenance-title">
        <h2 id="maintenance-title">{t.settings.domainState}</h2>
        <p>
          <span className={`badge ${closed ? 'badge-pending' : 'badge-active'}`} data-testid="domain-state">
            {t.settings.domainStates[state]}
          </span>
        </p>
        {closed ? <p role="status">{t.settings.maintenanceOn}</p> : null}
        <p className="field-hint">{t.settings.domainStateHint}</p>
        <div className="actions">
          <button
            type="button"
            className={`button ${closed ? 'button-primary' : 'button-danger'}`}
            onClick={() => setConfirming(true)}
          >
            {closed ? t.settings.endMaintenance : t.settings.startMaintenance}
          </button>
        </div>
      </section>
      <GeneralInfoForm key={JSON.stringify(settings.generalInfo)} info={settings.generalInfo} />
      <ContentConfigForm documents={settings.contentConfig} />
      {confirming ? (
        <ActionDialog
          title={closed ? t.settings.endMaintenanceTitle : t.settings.startMaintenanceTitle}
          text={closed ? t.settings.endMaintenanceText : t.settings.startMaintenanceText}
          confirmLabel={closed ? t.settings.endMaintenance : t.settings.startMaintenance}
          tone={closed ? 'primary' : 'danger'}
          describeError={(error) => describeFailure(error, t)}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await boCall('settings/updateGeneralInfo', { domain_state: closed ? 'active' : 'maintenance' });
            setConfirming(false);
            toast(closed ? t.settings.maintenanceEnded : t.settings.maintenanceStarted);
            await revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
