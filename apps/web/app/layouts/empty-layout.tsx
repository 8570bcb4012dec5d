import { Outlet } from 'react-router';
import { EmptyChrome } from './empty-chrome.js';

export default function EmptyLayout() {
  return (
    <EmptyChrome>
      <Outlet />
    </EmptyChrome>
  );
}
