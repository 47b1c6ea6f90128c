import { GlobalStyles } from '@mui/material';

/** "Print result" prints the result, not the console around it (nor its buttons). */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body *': { visibility: 'hidden' },
          '.mds-print-area, .mds-print-area *': { visibility: 'visible' },
          '.mds-print-area': { position: 'absolute', left: 0, top: 0, width: '100%' },
          '.mds-print-area .mds-no-print': { display: 'none' },
        },
      }}
    />
  );
}
