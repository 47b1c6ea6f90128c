import { Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, ButtonBase, IconButton } from '@mui/material';
import { alpha } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePathname } from '../routes/PathnameContext';
import { lazyPart } from '../components/lazyPart';
import { useTabs, type Tab } from './tabsStore';
import { useTabActions } from './useTabActions';

// Opened by a right-click or the ⋮ button only: its code comes when the pointer or the focus nears a tab.
const { Part: TabContextMenu, prefetchProps } = lazyPart(() => import('./TabContextMenu').then((m) => m.TabContextMenu));

/** docs/product.md §2 tab bar: a tab per visited page; click to go, × to close, right-click for more. */
export function TabBar() {
  const tabs = useTabs();
  const translate = useTranslate();
  const pathname = usePathname();
  const actions = useTabActions();
  const [menu, setMenu] = useState<{ anchor: { x: number; y: number }; index: number } | null>(null);
  const title = (t: Tab) => {
    const base = translate(t.titleKey, { _: t.titleKey });
    return t.titleArgs?.id ? translate('tabs.record', { title: base, id: t.titleArgs.id }) : base;
  };
  const openMenu = (e: MouseEvent, index: number) => {
    e.preventDefault();
    setMenu({ anchor: { x: e.clientX, y: e.clientY }, index });
  };
  // Keyboard: the context-menu key or Shift+F10 on a tab opens its menu, under the tab.
  const openMenuByKey = (e: KeyboardEvent<HTMLElement>, index: number) => {
    if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return;
    e.preventDefault();
    const r = e.currentTarget.getBoundingClientRect();
    setMenu({ anchor: { x: r.left, y: r.bottom }, index });
  };
  const currentIndex = tabs.findIndex((t) => t.path === pathname);
  return (
    <Box
      component="nav"
      aria-label={translate('tabs.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        py: 0.75,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        overflowX: 'auto',
      }}
    >
      <Box component="ul" {...prefetchProps} sx={{ display: 'flex', gap: 0.75, m: 0, p: 0, listStyle: 'none', flex: 1, minWidth: 0 }}>
        {tabs.map((t, i) => {
          const current = t.path === pathname;
          return (
            <Box
              component="li"
              key={t.path}
              onContextMenu={(e: MouseEvent) => openMenu(e, i)}
              onKeyDown={(e: KeyboardEvent<HTMLElement>) => openMenuByKey(e, i)}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                flexShrink: 0,
                height: 28,
                pl: 1.25,
                pr: i === 0 ? 1.25 : 0.25,
                borderRadius: 1,
                fontSize: 13,
                border: 1,
                borderColor: current ? 'primary.main' : 'divider',
                color: current ? 'primary.main' : 'text.secondary',
                bgcolor: current ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
              })}
            >
              <ButtonBase
                component={Link}
                to={`${t.path}${t.search}`}
                aria-current={current ? 'page' : undefined}
                sx={{ fontSize: 13, color: 'inherit', whiteSpace: 'nowrap' }}
              >
                {title(t)}
              </ButtonBase>
              {i > 0 && (
                <IconButton
                  size="small"
                  aria-label={translate('tabs.close', { title: title(t) })}
                  onClick={() => actions.close(i)}
                  // 14 px icon, 24 px target (WCAG 2.2 target size).
                  sx={{ ml: 0.25, p: '5px', color: 'inherit' }}
                >
                  <Close sx={{ fontSize: 14 }} />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <IconButton
        size="small"
        aria-label={translate('tabs.menu')}
        aria-haspopup="menu"
        {...prefetchProps}
        disabled={currentIndex < 0}
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          setMenu({ anchor: { x: r.left, y: r.bottom }, index: currentIndex });
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {menu && (
        <Suspense fallback={null}>
          <TabContextMenu anchor={menu.anchor} index={menu.index} tabs={tabs} isCurrent={tabs[menu.index]?.path === pathname} onClose={() => setMenu(null)} />
        </Suspense>
      )}
    </Box>
  );
}
