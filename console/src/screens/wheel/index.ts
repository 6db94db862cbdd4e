import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'wheel', title: t.wheel.title, icon: '◔', role: 'viewer', section: 'operations', component: lazy(() => import('./wheel-screen')) });
