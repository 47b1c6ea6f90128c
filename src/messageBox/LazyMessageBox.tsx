import { Suspense, type ComponentProps } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lazyPart } from '../components/lazyPart';

const { Part: MessageBox, prefetchProps } = lazyPart(() => import('./MessageBox').then((m) => m.MessageBox));

/** For the bell: fetches the box's code ahead, when the pointer or the focus comes to it. */
export const prefetchMessageBox = prefetchProps;

/** The message box, its code (tabs, list, tags) loaded when the bell is first used, not with every page. */
export function LazyMessageBox(props: ComponentProps<typeof MessageBox>) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        </Box>
      }
    >
      <MessageBox {...props} />
    </Suspense>
  );
}
