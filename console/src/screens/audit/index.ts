import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'audit', title: t.audit.title, icon: '☷', role: 'viewer', section: 'releases', component: lazy(() => import('./audit-screen')) });
