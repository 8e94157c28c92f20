import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the spec texts, the way home and the footer', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeInTheDocument();
    expect(screen.getByText("We can't seem to find the page you are looking for!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home Page' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer.querySelector('a')).toHaveAttribute('href');
  });
});
