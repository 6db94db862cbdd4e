import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'staff', title: t.staff.title, icon: '☺', role: 'admin', section: 'admin', component: lazy(() => import('./staff-screen')) });
