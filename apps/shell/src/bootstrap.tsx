import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createAppStore } from '@checker/api';
import { ShellApp } from './app/ShellApp';
import { startFirstLoads } from './app/first-loads';
import { createRoutes } from './app/routes';

const store = createAppStore();
// The IP check, the remote list and the page's code start together; a failure shows only on the route concerned.
startFirstLoads(store, window.location.pathname, document.cookie);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<ShellApp store={store} router={createBrowserRouter(createRoutes())} />);
