import { Link } from 'react-router';
import { formatMinor } from '../../i18n/format.js';
import { usePermission } from '../auth/operator.js';
import type { PlayerPageData } from './player-page-data.js';
import { Card, Facts } from './player-sections.js';
import { usePlayerFormat } from './use-player-format.js';

/** The cards at the top of a player's page: profile, contacts, verification and balances. */
export function PlayerCards({ player }: { player: PlayerPageData }) {
  const { t, locale, when, yesNo, word, contact } = usePlayerFormat();
  const mayReadKyc = usePermission('kyc.read');
  const f = t.player.fields;
  const { profile, contacts, verification } = player;
  return (
    <div className="cards">
      <Card title={t.player.sections.profile}>
        <Facts
          rows={[
            [f.login, profile.login],
            [f.name, `${profile.firstName} ${profile.lastName}`.trim()],
            [f.fakename, profile.fakename],
            [f.birthDate, profile.birthDate],
            [f.country, [profile.country, profile.region, profile.homeTown].filter(Boolean).join(', ')],
            [f.address, [profile.address, profile.postcode].filter(Boolean).join(', ')],
            [f.currency, profile.currency],
            [f.locale, profile.locale],
            [f.twoFactor, yesNo(profile.twoFactorEnabled)],
            [f.createdAt, when(profile.createdAt)],
          ]}
        />
      </Card>
      <Card title={t.player.sections.contacts}>
        <Facts
          rows={[
            [f.email, contact(contacts.email)],
            [f.phone, contact(contacts.phone)],
          ]}
        />
      </Card>
      <Card title={t.player.sections.verification}>
        <Facts
          rows={[
            [f.isVerified, yesNo(verification.isVerified)],
            [f.isOnVerification, yesNo(verification.isOnVerification)],
            [f.isKycBlockEnabled, yesNo(verification.isKycBlockEnabled)],
            [f.document, [verification.documentType, verification.documentNumber].filter(Boolean).join(' ')],
          ]}
        />
        {mayReadKyc ? <Link to={`/kyc/${profile.id}`}>{t.kyc.documents}</Link> : null}
      </Card>
      <Card title={t.player.sections.balances}>
        {player.balances.length === 0 ? (
          <p className="muted">{t.player.none}</p>
        ) : (
          <ul className="balances">
            {player.balances.map((balance) => (
              <li key={`${balance.kind}-${balance.currency}`}>
                <span>{word(t.codes.balances, balance.kind)}</span>
                <strong>{formatMinor(balance.amountMinor, balance.currency, locale)}</strong>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
