import { Outlet } from 'react-router';
import { DefaultChrome } from './default-chrome.js';

export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  );
}
