import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'support', title: t.support.title, icon: '☏', role: 'viewer', section: 'operations', component: lazy(() => import('./support-screen')) });
