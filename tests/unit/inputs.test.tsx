/**
 * react-admin 5.15's inputs on MUI 9, in the console's theme: no unknown-prop warnings (the console
 * guard fails the test on any), and what MUI 5's props used to carry is still there: labels,
 * adornments, clear buttons, number bounds; the boolean switch takes the focus on a failed submit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AdminContext, DateInput, NumberInput, PasswordInput, SaveButton, SearchInput, SimpleForm, TextInput, Toolbar, testI18nProvider } from 'react-admin';
import { BooleanInput } from '../../src/engine';
import { lightTheme } from '../../src/theme';

afterEach(cleanup);

function renderForm(children: ReactNode, onSubmit = () => undefined) {
  return render(
    <AdminContext i18nProvider={testI18nProvider()} theme={lightTheme()}>
      <ThemeProvider theme={lightTheme()}>
        <SimpleForm
          onSubmit={onSubmit}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          {children}
        </SimpleForm>
      </ThemeProvider>
    </AdminContext>,
  );
}

describe('inputs on MUI 9', () => {
  it('a date input keeps its label above the field', () => {
    renderForm(<DateInput source="from" label="From" />);
    const input = screen.getByLabelText('From');
    expect(input).toHaveAttribute('type', 'date');
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveClass('MuiInputLabel-shrink');
  });

  it('a number input keeps its bounds and step', () => {
    renderForm(<NumberInput source="count" label="Count" min={1} max={9} step={1} />);
    const input = screen.getByLabelText('Count');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '9');
    expect(input).toHaveAttribute('step', '1');
  });

  it('a password input keeps its show/hide button, and a search input its icon', () => {
    renderForm(
      <>
        <PasswordInput source="password" label="Password" />
        <SearchInput source="q" />
      </>,
    );
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'ra.input.password.toggle_hidden' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(document.querySelector('.MuiInputAdornment-root [data-testid="SearchIcon"]')).not.toBeNull();
  });

  it('a resettable text input keeps its clear button', () => {
    renderForm(<TextInput source="name" label="Name" resettable />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Oncology' } });
    fireEvent.click(screen.getByRole('button', { name: 'ra.action.clear_input_value' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('a boolean switch is focused when the form refuses it', async () => {
    renderForm(<BooleanInput source="agreed" label="Agreed" validate={(v: unknown) => (v ? undefined : 'Must agree')} />);
    fireEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));
    await waitFor(() => expect(screen.getByLabelText('Agreed')).toHaveFocus());
    expect(screen.getByText('Must agree')).toBeInTheDocument();
  });
});
