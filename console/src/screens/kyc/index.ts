import { lazy } from 'react';
import { defineScreen } from '../screen';
import '../../i18n/withdrawals';

// Identity data is personal data: compliance and above (the API enforces it on every /admin/kyc route).
export default defineScreen({ path: 'kyc', title: 'Identity checks', titleKey: 'kyc:title', icon: '🪪', role: 'compliance', section: 'operations', component: lazy(() => import('./kyc-screen')) });
