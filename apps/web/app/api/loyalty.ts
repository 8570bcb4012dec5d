import type { ApiAnswer } from '@jeton/domain';
import { type ApiCallOptions, apiCall } from './client.js';

// The loyalty service: the player's status, the programme's levels, the shop and the characters.

export type LoyaltyInfo = ApiAnswer<'loyalty', 'getinfo'>;
export type LoyaltyLevels = ApiAnswer<'loyalty', 'getPrograms'>;
export type LoyaltyLevelDetail = ApiAnswer<'loyalty', 'getProgram'>;
export type LoyaltyProducts = ApiAnswer<'loyalty', 'getproducts'>;
export type LoyaltyProductItem = LoyaltyProducts['items'][number];
export type PointsHistory = ApiAnswer<'loyalty', 'getpointshistory'>;
export type LoyaltyCharacters = ApiAnswer<'loyalty', 'getcharacters'>;

export const getLoyaltyInfo = (options: ApiCallOptions = {}) => apiCall('loyalty', 'getinfo', {}, options);
export const getLoyaltyLevels = (options: ApiCallOptions = {}) =>
  apiCall('loyalty', 'getPrograms', {}, options);
export const getLoyaltyLevel = (sysname: string, options: ApiCallOptions = {}) =>
  apiCall('loyalty', 'getProgram', { sysname }, options);
export const getLoyaltyProducts = (options: ApiCallOptions = {}) =>
  apiCall('loyalty', 'getproducts', {}, options);
export const getLoyaltyCharacters = (options: ApiCallOptions = {}) =>
  apiCall('loyalty', 'getcharacters', {}, options);
export const getLoyaltyNotices = (options: ApiCallOptions = {}) =>
  apiCall('loyalty', 'getnotifications', {}, options);
export const getPointsHistory = (query: { offset: number; count: number }, options: ApiCallOptions = {}) =>
  apiCall('loyalty', 'getpointshistory', query, options);

export function buyLoyaltyProduct(id: number, options: ApiCallOptions = {}) {
  return apiCall('loyalty', 'buyproduct', { id }, { ...options, httpMethod: 'POST' });
}

export function setLoyaltyCharacter(id: number, options: ApiCallOptions = {}) {
  return apiCall('loyalty', 'setcharacter', { id }, { ...options, httpMethod: 'POST' });
}
