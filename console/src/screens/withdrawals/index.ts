import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'withdrawals', title: t.withdrawals.title, icon: '₺', role: 'viewer', section: 'operations', component: lazy(() => import('./WithdrawalsScreen')) });
