import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'versions', title: t.versions.title, icon: '◆', role: 'viewer', section: 'releases', component: lazy(() => import('./versions-routes')) });
