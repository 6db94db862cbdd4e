import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'protection', title: t.protection.title, icon: '✚', role: 'operator', section: 'operations', component: lazy(() => import('./protection-screen')) });
