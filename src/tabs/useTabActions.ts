import { useNavigate } from 'react-admin';
import { usePathname } from '../routes/PathnameContext';
import { tabsStore, type Tab } from './tabsStore';

const href = (t: Tab) => `${t.path}${t.search}`;

/** Closing tabs, with the navigation each action implies (docs/product.md §2 tab bar). */
export function useTabActions() {
  const navigate = useNavigate();
  const pathname = usePathname();
  const currentIndex = () => tabsStore.get().findIndex((t) => t.path === pathname);
  /** After closing, stay if the current tab survived, else go to the nearest tab on the left. */
  const after = (closedCurrentFallback: number) => {
    const list = tabsStore.get();
    if (!list.some((t) => t.path === pathname)) navigate(href(list[Math.max(0, Math.min(closedCurrentFallback, list.length - 1))]));
  };
  return {
    close(index: number) {
      tabsStore.keep((i) => i !== index);
      after(index - 1);
    },
    closeLeft(index: number) {
      tabsStore.keep((i) => i >= index);
      after(1);
    },
    closeRight(index: number) {
      tabsStore.keep((i) => i <= index);
      after(index);
    },
    closeOthers(index: number) {
      tabsStore.keep((i) => i === index);
      after(1);
    },
    closeAll() {
      tabsStore.reset();
      navigate(href(tabsStore.get()[0]));
    },
    /** Re-enters the page through /redirect, so it renders afresh. */
    reload(tab: Tab) {
      navigate(`/redirect${tab.path}${tab.search}`, { state: { reload: Date.now() } });
    },
    currentIndex,
  };
}
