/**
 * react-admin's starter as it comes (an <Admin> with one resource and a guessed list), the bench's
 * yardstick for the console: the same policies from the same fake API, served by the same
 * production server (compressed, cached). The bench stores the session's token in localStorage.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import { dataProvider } from './dataProvider';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="policies" list={ListGuesser} />
  </Admin>,
);
