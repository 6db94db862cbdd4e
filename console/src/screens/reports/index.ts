import { lazy } from 'react';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'reports', title: 'Reports', titleKey: 'reports:title', icon: '▤', role: 'viewer', section: 'operations', component: lazy(() => import('./reports-screen')) });
