import { localStorageStore, type Store } from 'react-admin';

/**
 * react-admin's localStorage store, minus `<resource>.listParams`. Our lists keep their state in
 * the URL (storeKey={false}), yet react-admin still copies the URL's params there after every
 * list change: a localStorage write and one more render of the whole list per page, sort or
 * filter change, for a value nothing reads.
 */
export function createStore(): Store {
  const store = localStorageStore();
  return {
    ...store,
    setItem: (key, value) => {
      if (!key.endsWith('.listParams')) store.setItem(key, value);
    },
  };
}
