import { CrashClient } from './crash-client.js';

export default function CrashRoute() {
  return <CrashClient />;
}
