import type { AuditEntry, DepositListItem, PlayerListItem, ReportRow } from '@jeton/domain/backoffice';
import type { CsvColumn } from './csv-export.js';

// The columns of each exported list, headed in the operator's language.

export const PLAYER_COLUMNS: readonly CsvColumn<PlayerListItem>[] = [
  { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id },
  { header: { en: 'Email', fr: 'E-mail' }, value: (r) => r.email },
  { header: { en: 'Phone', fr: 'Téléphone' }, value: (r) => r.phone },
  { header: { en: 'Name', fr: 'Nom' }, value: (r) => r.name },
  { header: { en: 'Status', fr: 'Statut' }, value: (r) => r.status },
  { header: { en: 'Currency', fr: 'Devise' }, value: (r) => r.currency },
  { header: { en: 'Registered (UTC)', fr: 'Inscription (UTC)' }, value: (r) => r.createdAt },
  { header: { en: 'Verified', fr: 'Vérifié' }, value: (r) => (r.isVerified ? 'yes' : 'no') },
];

export const REPORT_COLUMNS: readonly CsvColumn<ReportRow>[] = [
  { header: { en: 'Day (UTC)', fr: 'Jour (UTC)' }, value: (r) => r.day },
  { header: { en: 'Currency', fr: 'Devise' }, value: (r) => r.currency },
  { header: { en: 'Deposits (minor units)', fr: 'Dépôts (centimes)' }, value: (r) => r.depositsMinor },
  {
    header: { en: 'Withdrawals (minor units)', fr: 'Retraits (centimes)' },
    value: (r) => r.withdrawalsMinor,
  },
  { header: { en: 'Stakes (minor units)', fr: 'Mises (centimes)' }, value: (r) => r.stakesMinor },
  { header: { en: 'Wins (minor units)', fr: 'Gains (centimes)' }, value: (r) => r.winsMinor },
  { header: { en: 'GGR (minor units)', fr: 'PBJ (centimes)' }, value: (r) => r.ggrMinor },
  { header: { en: 'Bonuses (minor units)', fr: 'Bonus (centimes)' }, value: (r) => r.bonusesMinor },
  { header: { en: 'NGR (minor units)', fr: 'PNJ (centimes)' }, value: (r) => r.ngrMinor },
];

/** Before and after as compact JSON: the CSV is for search and archiving, not for reading in a cell. */
const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export const AUDIT_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id },
  { header: { en: 'When (UTC)', fr: 'Quand (UTC)' }, value: (r) => r.at },
  { header: { en: 'Operator', fr: 'Opérateur' }, value: (r) => r.operatorEmail },
  { header: { en: 'Action', fr: 'Action' }, value: (r) => r.action },
  { header: { en: 'Target type', fr: 'Type de cible' }, value: (r) => r.targetType },
  { header: { en: 'Target', fr: 'Cible' }, value: (r) => r.targetId },
  { header: { en: 'Before', fr: 'Avant' }, value: (r) => json(r.before) },
  { header: { en: 'After', fr: 'Après' }, value: (r) => json(r.after) },
];

export const DEPOSIT_COLUMNS: readonly CsvColumn<DepositListItem>[] = [
  { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id },
  { header: { en: 'Player id', fr: 'Id joueur' }, value: (r) => r.playerId },
  { header: { en: 'Player email', fr: 'E-mail du joueur' }, value: (r) => r.playerEmail },
  { header: { en: 'Amount (minor units)', fr: 'Montant (centimes)' }, value: (r) => r.amountMinor },
  { header: { en: 'Currency', fr: 'Devise' }, value: (r) => r.currency },
  { header: { en: 'Method', fr: 'Moyen' }, value: (r) => r.method },
  { header: { en: 'Provider', fr: 'Prestataire' }, value: (r) => r.provider },
  { header: { en: 'Provider reference', fr: 'Référence prestataire' }, value: (r) => r.providerReference },
  { header: { en: 'Status', fr: 'Statut' }, value: (r) => r.status },
  {
    header: { en: 'Ledger transaction', fr: 'Transaction du grand livre' },
    value: (r) => r.ledgerTransactionId,
  },
  { header: { en: 'Created (UTC)', fr: 'Créé (UTC)' }, value: (r) => r.createdAt },
  { header: { en: 'Updated (UTC)', fr: 'Mis à jour (UTC)' }, value: (r) => r.updatedAt },
];
