import { createRoot } from 'react-dom/client';
import { App } from './app';
import '@casino/shared/fonts/currency.css';
import './styles.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
