import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'adjustments', title: t.adjustments.title, titleKey: 'adjustments:title', icon: '±', role: 'viewer', section: 'operations', component: lazy(() => import('./adjustments-screen')) });
