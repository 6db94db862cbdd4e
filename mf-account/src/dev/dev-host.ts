import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { mountStandalone } from '@casino/shared';
import manifest from '../routes';
import { AccountOverlay } from '../features/phone-bind';

// The overlay sits next to the routes as the shell's slot would place it.
void mountStandalone(manifest).then(() => {
  const slot = document.body.appendChild(document.createElement('div'));
  createRoot(slot).render(createElement(AccountOverlay));
});
