import type { PhoneSettings, ProfileInfo } from '@jeton/domain';
import type { RouterContextProvider } from 'react-router';
import { getContactPhoneSettings, getProfileInfo } from '../../api/profile.js';
import { type Settled, serverCallOptions, settle } from '../cashier/server-calls.js';

export interface SettingsPageData {
  profile: Settled<ProfileInfo>;
  phone: Settled<PhoneSettings>;
}

/** The settings tab's data: the profile with contacts and document, and the countries. */
export async function loadSettingsPage(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<SettingsPageData> {
  const options = serverCallOptions(args);
  const [profile, phone] = await Promise.all([
    settle(getProfileInfo(options)),
    settle(getContactPhoneSettings(options)),
  ]);
  return { profile, phone };
}
