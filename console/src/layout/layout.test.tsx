import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { App } from '../app';
import { defineScreen } from '../screens/screen';
import { installFakeApi, me, type TFakeApi } from '../testing/fake-api';

// A later feature's screen is one module: defineScreen({...}) with its path, title, icon and role.
const reports = defineScreen({
  path: 'reports',
  title: 'Reports',
  icon: '▤',
  role: 'operator',
  section: 'operations',
  component: lazy(async () => ({ default: () => <p>the reports screen</p> })),
});
const home = defineScreen({ path: 'home', title: 'Home', icon: '⌂', role: 'viewer', section: 'releases', component: lazy(async () => ({ default: () => <p>home</p> })) });

let api: TFakeApi;
const open = (role: 'viewer' | 'operator', path: string) => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', path);
  api = installFakeApi({ '/admin/staff/me': () => ({ data: me(role) }) });
  render(<App screens={[home, reports]} />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe('screen registry and layout', () => {
  it('routes, titles and lists a registered screen for a role that covers it', async () => {
    open('operator', '/reports');
    expect(await screen.findByText('the reports screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Reports/ })).toHaveAttribute('aria-current', 'page');
  });

  it('hides it from a weaker role, and refuses a direct visit', async () => {
    open('viewer', '/reports');
    expect(await screen.findByText('This screen needs the operator role.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Reports/ })).toBeNull();
    expect(screen.queryByText('the reports screen')).toBeNull();
  });

  it('opens the first screen the role may see at the root', async () => {
    open('viewer', '/');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/home');
  });

  it('says so for an unknown path', async () => {
    open('viewer', '/nowhere');
    expect(await screen.findByText('There is no such screen.')).toBeInTheDocument();
  });
});
