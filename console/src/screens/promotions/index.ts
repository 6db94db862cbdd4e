import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'promotions', title: t.promotions.title, icon: '★', role: 'viewer', section: 'operations', component: lazy(() => import('./promotions-screen')) });
