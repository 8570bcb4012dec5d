import type { PaymentMethodInfo } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { ICON_NAMES, Icon, type IconName } from '../../ui/icons.js';

export interface MethodItem {
  method: string;
  name: string;
  min: number;
  max: number;
}

interface MethodListProps {
  methods: readonly MethodItem[];
  selected: string | null;
  /** The link of a method; each method is a page of its own (/cashier/deposit/{sysname}). */
  hrefOf: (method: string) => string;
  info: readonly PaymentMethodInfo[];
  currency: string;
  money: (amount: number, currency: string) => string;
}

function iconOf(info: PaymentMethodInfo | undefined): IconName {
  const name = info?.icons.find((icon) => (ICON_NAMES as readonly string[]).includes(icon));
  return (name as IconName | undefined) ?? 'wallet';
}

/** The payment methods with their icon, description (content config) and limits; the chosen one marked. */
export function MethodList({ methods, selected, hrefOf, info, currency, money }: MethodListProps) {
  const { t, format } = useI18n();
  return (
    <ul className="method-list">
      {methods.map((method) => {
        const details = info.find((item) => item.sysname === method.method);
        const current = method.method === selected;
        return (
          <li key={method.method}>
            <Link
              to={hrefOf(method.method)}
              className={current ? 'method-card method-card-current' : 'method-card'}
              aria-current={current ? 'page' : undefined}
              preventScrollReset
              replace
            >
              <span className="method-card-icon">
                <Icon name={iconOf(details)} size={26} />
              </span>
              <span className="method-card-text">
                <span className="method-card-name">{method.name}</span>
                {details?.descriptions[0] && (
                  <span className="method-card-description">{details.descriptions[0]}</span>
                )}
                <span className="method-card-limits">
                  {format(t.cashier.methods.limits, {
                    min: money(method.min, currency),
                    max: money(method.max, currency),
                  })}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
