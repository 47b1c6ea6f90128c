/**
 * The console's icons by name, generated from resources/lib/icons.ts (build/declaredIcons.ts): a name
 * added there is drawn by the MUI icon it names, with no other file to edit.
 */
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICONS, isIconName } from '../../resources/lib/icons';
import { icons, iconOf } from '../../src/engine/icons';

describe('icons by name', () => {
  it('has one component for every declared name, drawing the MUI icon it names', () => {
    expect(Object.keys(icons).sort()).toEqual(Object.keys(ICONS).sort());
    // MUI names each icon component after its module (`PolicyOutlinedIcon`).
    for (const [name, module] of Object.entries(ICONS)) {
      const { container, unmount } = render(createElement(iconOf(name as keyof typeof ICONS)));
      expect(container.querySelector('svg')?.getAttribute('data-testid'), name).toBe(`${module}Icon`);
      unmount();
    }
  });

  it('takes only the declared names from storage or a server', () => {
    expect(isIconName('Policy')).toBe(true);
    expect(['Polcy', 'toString', 'constructor', null, 3].filter(isIconName)).toEqual([]);
  });
});
