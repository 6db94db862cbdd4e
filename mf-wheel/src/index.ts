// A remote's production entry is remoteEntry.js; this entry only keeps the async boundary.
import('./bootstrap');
