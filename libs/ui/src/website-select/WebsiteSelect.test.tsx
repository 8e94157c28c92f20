import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TokenClaims } from '@checker/auth';
import { SessionProvider } from '@checker/auth/react';
import { WebsiteSelect } from './WebsiteSelect';
import { websitesInScope, type WebsiteChoice } from './websites';

const websites: WebsiteChoice[] = [
  { website_id: 1, website_code: 'ABC', website_name: 'Abc Club' },
  { website_id: 2, website_code: 'XYZ', website_name: 'Xyz' },
];
const admin: TokenClaims = { account_name: 'admin', account_id: 1, account_role: 'ADMIN', account_website: null };
const checker: TokenClaims = { account_name: 'rina', account_id: 4, account_role: 'CHECKER', account_website: 2 };

function Harness({ claims, autoSelectSingle }: { claims: TokenClaims; autoSelectSingle?: boolean }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <SessionProvider value={{ signedIn: true, claims }}>
      <p>chosen {String(value)}</p>
      <WebsiteSelect aria-label="Website" websites={websites} value={value} onChange={setValue} autoSelectSingle={autoSelectSingle} />
    </SessionProvider>
  );
}

describe('websitesInScope', () => {
  it('gives ADMIN every website and anyone else only the website of the token', () => {
    expect(websitesInScope(admin, websites)).toEqual(websites);
    expect(websitesInScope(checker, websites)).toEqual([websites[1]]);
    expect(websitesInScope({ account_role: 'CS', account_website: 9 }, websites)).toEqual([]);
    expect(websitesInScope(null, websites)).toEqual([]);
  });
});

describe('WebsiteSelect', () => {
  it('lets ADMIN choose any website after the first option', async () => {
    render(<Harness claims={admin} />);
    const select = screen.getByRole('combobox', { name: 'Website' });
    expect(screen.getByText('chosen null')).toBeInTheDocument();
    await userEvent.click(select);
    await screen.findByRole('listbox');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(options).toEqual(['-- Select Website --', 'ABC — Abc Club', 'XYZ — Xyz']);
    await userEvent.click(screen.getByTitle('XYZ — Xyz'));
    expect(screen.getByText('chosen 2')).toBeInTheDocument();
  });

  it('auto-selects the only website in scope for others', () => {
    render(<Harness claims={checker} />);
    expect(screen.getByText('chosen 2')).toBeInTheDocument();
  });

  it('leaves the choice alone when auto-select is off', () => {
    render(<Harness claims={checker} autoSelectSingle={false} />);
    expect(screen.getByText('chosen null')).toBeInTheDocument();
  });
});
