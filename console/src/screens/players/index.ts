import { lazy } from 'react';
import { t } from '../../strings';
import { defineScreen } from '../screen';

export default defineScreen({ path: 'players', title: t.players.title, titleKey: 'players:title', icon: '☺', role: 'viewer', section: 'operations', component: lazy(() => import('./players-screen')) });
