import { act, render, screen, within } from '@testing-library/react';
import { globalStore, MemoryRouter } from '@casino/shared';
import { SideMenu } from './side-menu';

const items = [
  { id: 'Home', name: 'Home', titleKey: 'shell:drawer.home', to: '/', icon: 'home' },
  { id: 'CustomerService', name: 'CustomerService', titleKey: 'account:routes.CustomerService', to: '/customerService', icon: 'support' },
];

describe('SideMenu badges', () => {
  it('shows the unread count on the entry of its route, and nothing at zero', async () => {
    globalStore.menuBadges = { CustomerService: 3 };
    render(
      <MemoryRouter>
        <SideMenu items={items} />
      </MemoryRouter>,
    );
    const entry = screen.getByText('account:routes.CustomerService', { exact: false }).closest('a')!;
    expect(within(entry).getByTestId('menu-badge')).toHaveTextContent('3');
    expect(screen.getAllByTestId('menu-badge')).toHaveLength(1);
    await act(async () => {
      globalStore.menuBadges = { CustomerService: 0 };
    });
    expect(screen.queryByTestId('menu-badge')).toBeNull();
  });
});
