import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('Cannot read the statement');
}

function renderFailing(route: { element?: ReactNode; loader?: () => never }) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, hydrateFallbackElement: <p>loading</p>, ...route }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('shows the message of an error thrown while rendering', async () => {
    renderFailing({ element: <Broken /> });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Cannot read the statement')).toBeInTheDocument();
  });

  it('shows the status of a response thrown by a loader', async () => {
    renderFailing({
      loader: () => {
        throw new Response('gone', { status: 410, statusText: 'Gone' });
      },
      element: <p>never</p>,
    });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('410 Gone')).toBeInTheDocument();
  });
});
