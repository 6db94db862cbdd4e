import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';
// The titles are needed by the menu before the screen's chunk loads.
import '../../i18n/withdrawals';

export default defineScreen({ path: 'withdrawals', title: t.withdrawals.title, titleKey: 'withdrawals:title', icon: '⇄', role: 'viewer', section: 'operations', component: lazy(() => import('./withdrawals-screen')) });
