import { MinesClient } from './mines-client.js';

export default function MinesRoute() {
  return <MinesClient />;
}
