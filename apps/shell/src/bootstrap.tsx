import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createAppStore } from '@checker/api';
import { ShellApp } from './app/ShellApp';
import { createRoutes } from './app/routes';
import { ensureRemotes } from './remotes/registry';

// Registering the remotes starts now; a failure shows only on the routes of the remote concerned.
ensureRemotes().catch((error: unknown) => console.error('[checker] remotes config unavailable', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<ShellApp store={createAppStore()} router={createBrowserRouter(createRoutes())} />);
