import { PlinkoClient } from './plinko-client.js';

export default function PlinkoRoute() {
  return <PlinkoClient />;
}
