import { memo } from 'react';
import { Box, Card, CardContent, Link } from '@mui/material';
import { SectionCardHeader } from '../../components/SectionCardHeader';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';

/** Documentation of the libraries the console is built on (this repository's docs are not served). */
const DOCS = [
  { key: 'mui', href: 'https://mui.com/material-ui/getting-started/' },
  { key: 'reactAdmin', href: 'https://marmelab.com/react-admin/documentation.html' },
  { key: 'recharts', href: 'https://recharts.org/en-US/api' },
  { key: 'dataProvider', href: 'https://marmelab.com/react-admin/DataProviders.html' },
] as const;

export const DocsLinks = memo(function DocsLinks() {
  const translate = useTranslate();
  const title = translate('workplace.docs.title');
  return (
    <Card component="section" aria-label={title}>
      <SectionCardHeader title={title} />
      <CardContent>
        <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
          {DOCS.map((d) => (
            <li key={d.key}>
              <Link
                href={d.href}
                target="_blank"
                rel="noopener noreferrer"
                underline="hover"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
              >
                {translate(`workplace.docs.${d.key}`)}
                <OpenInNew sx={{ fontSize: 14 }} aria-label={translate('workplace.docs.newTab')} />
              </Link>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
});
