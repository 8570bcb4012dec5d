import { KenoClient } from './keno-client.js';

export default function KenoRoute() {
  return <KenoClient />;
}
