import type { PlayerListItem, WithdrawalListItem } from '@jeton/domain/backoffice';
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

export const WITHDRAWAL_COLUMNS: readonly CsvColumn<WithdrawalListItem>[] = [
  { header: { en: 'Id', fr: 'Id' }, value: (r) => r.id },
  { header: { en: 'Player id', fr: 'Id du joueur' }, value: (r) => r.playerId },
  { header: { en: 'Player email', fr: 'E-mail du joueur' }, value: (r) => r.playerEmail },
  { header: { en: 'Amount (minor units)', fr: 'Montant (centimes)' }, value: (r) => r.amountMinor },
  { header: { en: 'Currency', fr: 'Devise' }, value: (r) => r.currency },
  { header: { en: 'Method', fr: 'Moyen' }, value: (r) => r.method },
  { header: { en: 'Requisites', fr: 'Coordonnées' }, value: (r) => r.requisites },
  { header: { en: 'Status', fr: 'Statut' }, value: (r) => r.status },
  { header: { en: 'Requested (UTC)', fr: 'Demandé (UTC)' }, value: (r) => r.createdAt },
  { header: { en: 'Updated (UTC)', fr: 'Mis à jour (UTC)' }, value: (r) => r.updatedAt },
];
