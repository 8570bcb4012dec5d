import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { useOperator } from '../auth/operator.js';
import { CAPABILITY_PERMISSIONS, isCapability } from './capabilities.js';

// The page of a capability that is not built yet: its title, what it is for and what its screens
// will hold. It changes nothing and pretends nothing; the capability replaces it with its screens.

export default function CapabilityRoute() {
  const { t, format } = useI18n();
  const operator = useOperator();
  const capability = useLocation().pathname.split('/').filter(Boolean).at(-1);
  if (!isCapability(capability)) throw new Response('Not found', { status: 404 });
  const permission = CAPABILITY_PERMISSIONS[capability];
  if (!operator.permissions.includes(permission)) {
    return (
      <section className="state state-error" role="alert">
        <h1>{t.states.denied}</h1>
        <p>{t.states.deniedText}</p>
      </section>
    );
  }
  const texts = t.capability[capability];
  return (
    <section className="page capability" aria-labelledby="capability-title">
      <div className="page-head">
        <h1 id="capability-title">{texts.title}</h1>
        <span className="badge badge-planned">{t.capability.planned}</span>
      </div>
      <p className="lead">{texts.purpose}</p>
      <div className="panel">
        <h2>{t.capability.heading}</h2>
        <ul className="capability-list">
          {texts.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <p className="state state-empty">{t.capability.notYet}</p>
      <p className="field-hint">{format(t.capability.permission, { permission })}</p>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
