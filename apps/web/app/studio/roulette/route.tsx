import { RouletteClient } from './roulette-client.js';

export default function RouletteRoute() {
  return <RouletteClient />;
}
