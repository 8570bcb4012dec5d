import { NOTIFICATIONS_PAGE_SIZE, type NoticesPage } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import { getNotices } from '../../api/records.js';
import { type Settled, serverCallOptions, settle } from '../cashier/server-calls.js';

export interface NotificationsPageData {
  first: Settled<NoticesPage>;
}

export async function loadNotificationsPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<NotificationsPageData> {
  return {
    first: await settle(getNotices({ offset: 0, count: NOTIFICATIONS_PAGE_SIZE }, serverCallOptions(args))),
  };
}
