import { Icon, type IconName } from './icons.js';
import './page.css';

/** What a page shows while it has nothing to list: what it will hold, and that nothing is there yet. */
export function EmptyState({ text, icon = 'empty' }: { text: string; icon?: IconName }) {
  return (
    <div className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={32} />
      </span>
      <p>{text}</p>
    </div>
  );
}
