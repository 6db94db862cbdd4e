import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'mail', title: t.mail.title, icon: '✉', role: 'viewer', section: 'operations', component: lazy(() => import('./mail-screen')) });
