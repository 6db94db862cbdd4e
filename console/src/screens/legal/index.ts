import { lazy } from 'react';
import { defineScreen } from '../screen';
import { legalStrings } from './strings';

export default defineScreen({ path: 'legal', title: legalStrings.title, icon: '§', role: 'viewer', section: 'operations', component: lazy(() => import('./legal-screen')) });
