import { memo } from 'react';
import { CheckForApplicationUpdate } from 'react-admin';
import { useFirstPaintDone } from '../hooks/useFirstPaintDone';

/** The console's entry page: its hash changes when a new version is deployed. */
const APP_URL = `${import.meta.env.BASE_URL}index.html`;

/**
 * react-admin's check for a new version, started once the first screen is painted (it asks for
 * index.html). A fixed URL: by default it re-fetches the current page on every navigation.
 */
export const NewVersionCheck = memo(function NewVersionCheck() {
  return useFirstPaintDone() ? <CheckForApplicationUpdate url={APP_URL} /> : null;
});
