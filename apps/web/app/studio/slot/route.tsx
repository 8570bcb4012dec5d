import { SlotClient } from './slot-client.js';

export default function SlotRoute() {
  return <SlotClient />;
}
