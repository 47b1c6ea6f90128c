import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoginButton } from '../../src/login/LoginButton';
import { LoginCheckbox } from '../../src/login/LoginCheckbox';
import { LoginField } from '../../src/login/LoginField';
import { loginStyles } from '../../src/login/loginStyles';
import { darkTheme, lightTheme } from '../../src/theme/theme';

function Field({ error, helperText, icon }: { error?: boolean; helperText: string; icon?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <LoginField
      name="phone"
      label="Phone number"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={error}
      helperText={helperText}
      icon={icon && <svg />}
    />
  );
}

const fieldOf = (input: HTMLElement) => input.closest('.login-field')!;

describe("the login page's own parts", () => {
  afterEach(cleanup);

  it('a field is named by its label, which moves up on focus or with a value', () => {
    render(<Field helperText=" " />);
    const input = screen.getByLabelText('Phone number');
    expect(fieldOf(input)).not.toHaveAttribute('data-shrink');
    fireEvent.focus(input);
    expect(fieldOf(input)).toHaveAttribute('data-shrink');
    fireEvent.change(input, { target: { value: '138' } });
    fireEvent.blur(input);
    expect(fieldOf(input)).toHaveAttribute('data-shrink');
    // A blank helper keeps its line but describes nothing.
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('a field with a start icon keeps its label up; an error is announced with its message', () => {
    render(<Field error icon helperText="Enter your phone number" />);
    const input = screen.getByLabelText('Phone number');
    expect(fieldOf(input)).toHaveAttribute('data-shrink');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your phone number');
  });

  it('a loading button takes no clicks and shows a spinner; a button with href is a link', () => {
    let clicks = 0;
    const { rerender } = render(
      <LoginButton variant="contained" onClick={() => clicks++}>
        Sign in
      </LoginButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(clicks).toBe(1);
    rerender(
      <LoginButton variant="contained" loading onClick={() => clicks++}>
        Sign in
      </LoginButton>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(document.querySelector('.login-spinner')).not.toBeNull();
    rerender(<LoginButton href="mailto:support@mds.example">Register</LoginButton>);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'mailto:support@mds.example');
  });

  it('the checkbox is a named checkbox that reports its state', () => {
    function Remember() {
      const [checked, setChecked] = useState(false);
      return <LoginCheckbox label="Remember user name" checked={checked} onChange={setChecked} />;
    }
    render(<Remember />);
    const box = screen.getByRole('checkbox', { name: 'Remember user name' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(box).toBeChecked();
  });

  it("the style sheet is written from the theme: each mode's and theme colour's own colours", () => {
    const light = lightTheme('#165DFF');
    const dark = darkTheme('#165DFF', false);
    const green = lightTheme('#00B42A');
    for (const theme of [light, dark, green]) {
      const sheet = loginStyles(theme);
      expect(sheet).toContain(`.login-btn-contained{background:${theme.palette.primary.main};color:${theme.palette.primary.contrastText}`);
      expect(sheet).toContain(`.login-page{display:flex;min-height:100vh;background:${theme.palette.background.paper};color:${theme.palette.text.primary}`);
      expect(sheet).toContain(`color-scheme:${theme.palette.mode}`);
    }
    expect(light.palette.primary.main).not.toBe(green.palette.primary.main);
    expect(light.palette.background.paper).not.toBe(dark.palette.background.paper);
  });
});
