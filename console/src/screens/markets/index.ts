import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'markets', title: t.markets.title, icon: '◎', role: 'viewer', section: 'releases', component: lazy(() => import('./markets-screen')) });
