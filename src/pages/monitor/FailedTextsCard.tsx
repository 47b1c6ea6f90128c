import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import { LiveContent } from './LiveContent';
import { useFormat } from '../../hooks/useFormat';
import { SHOWN, useFailedTexts } from './useFailedTexts';

/** The texts (sign-in codes, reminders) the SMS gateway gave up on, newest first, with why. */
export function FailedTextsCard() {
  const translate = useTranslate();
  const format = useFormat();
  const query = useFailedTexts();
  const title = translate('monitor.failedTexts.title');
  const column = (k: string) => translate(`monitor.failedTexts.columns.${k}`);
  const total = query.data?.total ?? 0;
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} subheader={translate('monitor.failedTexts.subtitle')} />
      <CardContent>
        <LiveContent query={query} rows={2}>
          {(texts) =>
            texts.list.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('monitor.failedTexts.none')}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={title} sx={{ '& th': { whiteSpace: 'nowrap' }, '& th, & td': { px: { xs: 1, xl: 2 } } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{column('time')}</TableCell>
                      <TableCell>{column('recipient')}</TableCell>
                      <TableCell>{column('template')}</TableCell>
                      <TableCell align="right">{column('attempts')}</TableCell>
                      <TableCell>{column('error')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {texts.list.map((text) => (
                      <TableRow key={text.id} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(text.updatedAt)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{text.recipient}</TableCell>
                        <TableCell>
                          <Typography variant="body2">{text.template}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {text.provider}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{text.attempts}</TableCell>
                        <TableCell sx={{ minWidth: 160, maxWidth: 360, overflowWrap: 'anywhere' }}>
                          <Typography variant="body2" color="error">
                            {text.lastError ?? '—'}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {total > SHOWN && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                    {translate('monitor.failedTexts.more', { shown: SHOWN, smart_count: total })}
                  </Typography>
                )}
              </Box>
            )
          }
        </LiveContent>
      </CardContent>
    </Card>
  );
}
