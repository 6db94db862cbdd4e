import { render } from 'preact';
import { SportsbookApp } from './app';
import './sportsbook.css';

const cfg = JSON.parse(document.getElementById('cfg')?.textContent ?? '{}') as { session?: string; lang?: string };
const root = document.getElementById('app');
if (root) render(<SportsbookApp session={cfg.session ?? ''} lang={cfg.lang === 'en' || cfg.lang === 'zh-CN' ? cfg.lang : 'tk'} />, root);
