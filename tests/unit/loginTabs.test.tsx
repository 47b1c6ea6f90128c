import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoginTabs } from '../../src/login/LoginTabs';

const TABS = [
  { value: 'phone', label: 'Phone' },
  { value: 'demo', label: 'Demo account' },
  { value: 'sso', label: 'Single sign-on' },
] as const;

function Tabs() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('phone');
  return <LoginTabs idPrefix="login" tabs={TABS} value={value} onChange={setValue} />;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the login tabs', () => {
  afterEach(cleanup);

  it('name their panels and offer one Tab-key stop, the open tab', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab('Phone')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Phone')).toHaveAttribute('aria-controls', 'login-panel-phone');
    expect(tab('Phone')).toHaveAttribute('id', 'login-tab-phone');
    expect(tab('Phone').tabIndex).toBe(0);
    expect(tab('Demo account').tabIndex).toBe(-1);
    expect(tab('Demo account')).toHaveAttribute('aria-selected', 'false');
  });

  it('move the focus with the arrow keys, Home and End, round the ends, and open a tab with a click or Enter', () => {
    render(<Tabs />);
    tab('Phone').focus();
    fireEvent.keyDown(tab('Phone'), { key: 'ArrowRight' });
    expect(tab('Demo account')).toHaveFocus();
    // Moving the focus does not open the tab.
    expect(tab('Phone')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Demo account'), { key: 'End' });
    expect(tab('Single sign-on')).toHaveFocus();
    fireEvent.keyDown(tab('Single sign-on'), { key: 'ArrowRight' });
    expect(tab('Phone')).toHaveFocus();
    fireEvent.keyDown(tab('Phone'), { key: 'ArrowLeft' });
    expect(tab('Single sign-on')).toHaveFocus();
    fireEvent.keyDown(tab('Single sign-on'), { key: 'Home' });
    expect(tab('Phone')).toHaveFocus();

    // A native button: Enter and Space click it.
    fireEvent.click(tab('Demo account'));
    expect(tab('Demo account')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Demo account').tabIndex).toBe(0);
    expect(tab('Phone').tabIndex).toBe(-1);
  });
});
