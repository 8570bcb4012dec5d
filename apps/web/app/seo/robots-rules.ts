import type { ApiCallOptions } from '../api/client.js';
import { getRobotsRules } from '../api/content.js';

/**
 * The operator's robots.txt Disallow rules (back office, content/saveRobots), for robots.txt and
 * for the `noindex, follow` of the pages they cover. A failure is logged only (spec section 8): the
 * site's own rules still apply.
 */
export async function loadRobotsRules(options: ApiCallOptions): Promise<string[]> {
  try {
    return (await getRobotsRules(options)).disallow;
  } catch (error) {
    console.error('content/getRobots failed', error);
    return [];
  }
}
