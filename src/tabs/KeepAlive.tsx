import { cloneElement, useState, type ReactElement } from 'react';
import { Box } from '@mui/material';
import { useLocation, type Location } from 'react-router-dom';
import { useTabs, type Tab } from './tabsStore';

type Kept = Record<string, Location>;

/** The pages to keep after a navigation: open tabs not marked ignoreCache, at their last location. */
function nextKept(prev: Kept, tabs: Tab[], location: Location): Kept {
  const cacheable = new Set(tabs.filter((t) => !t.ignoreCache).map((t) => t.path));
  const next: Kept = {};
  for (const [path, loc] of Object.entries(prev)) if (cacheable.has(path)) next[path] = loc;
  // A reload through /redirect drops the page, so it comes back fresh.
  if (location.pathname.startsWith('/redirect/')) delete next[location.pathname.slice('/redirect'.length)];
  else if (cacheable.has(location.pathname)) next[location.pathname] = location;
  return next;
}

/**
 * Pages of open tabs not marked ignoreCache stay mounted (hidden) while another tab shows, so
 * they keep their state when revisited. `routes` is the layout's <Routes> element, rendered
 * once per kept page at that page's own location.
 */
export function KeepAlive({ routes }: { routes: ReactElement<{ location?: Location }> }) {
  const location = useLocation();
  const tabs = useTabs();
  const [state, setState] = useState(() => ({ location, tabs, kept: nextKept({}, tabs, location) }));
  // Derived during render when the location or the tabs change (no effect, no extra paint).
  if (state.location !== location || state.tabs !== tabs) setState({ location, tabs, kept: nextKept(state.kept, tabs, location) });

  // One keyed list, so the live page keeps its identity when it becomes a kept one.
  const paths = Object.keys(state.kept);
  if (!paths.includes(location.pathname)) paths.push(location.pathname);
  return (
    <>
      {paths.map((path) => (
        <Box key={path} sx={{ display: path === location.pathname ? 'block' : 'none' }}>
          {cloneElement(routes, { location: path === location.pathname ? location : state.kept[path] })}
        </Box>
      ))}
    </>
  );
}
