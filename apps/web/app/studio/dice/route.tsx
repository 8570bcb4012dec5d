import { DiceClient } from './dice-client.js';

export default function DiceRoute() {
  return <DiceClient />;
}
