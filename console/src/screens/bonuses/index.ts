import { lazy } from 'react';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'bonuses', title: 'Bonuses', titleKey: 'bonuses:title', icon: '🎁', role: 'viewer', section: 'operations', component: lazy(() => import('./bonuses-screen')) });
