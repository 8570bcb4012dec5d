import { BlackjackClient } from './blackjack-client.js';

export default function BlackjackRoute() {
  return <BlackjackClient />;
}
