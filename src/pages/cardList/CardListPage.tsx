import { useState } from 'react';
import { Box, Card, CardContent, IconButton, InputAdornment, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { CardSection } from './CardSection';
import { DECLARATIONS, ENDPOINTS, type Preset, type QualityInspection, type Service } from './cardTypes';
import { NewQualityInspectionTile } from './NewQualityInspectionTile';
import { PresetCard } from './PresetCard';
import { QualityInspectionCard } from './QualityInspectionCard';
import { ServiceCard } from './ServiceCard';
import { useCardCollection } from './useCardCollection';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { addChunkMessages } from '../../i18n/chunkMessages';
import en from './locale/en-US.chunk';
import zh from './locale/zh-CN.chunk';

// The page's texts come with its chunk, not with every page's catalogue (i18n/chunkMessages.ts).
addChunkMessages({ 'en-US': en, 'zh-CN': zh });

const TABS = ['all', 'quality', 'services', 'presets'] as const;
type TabName = (typeof TABS)[number];

/** docs/product.md §2 card list: quality inspection queues, services and rules presets, searched by title on the server. */
export function CardListPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('all');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search);
  const quality = useCardCollection<QualityInspection>(ENDPOINTS.quality, query);
  const services = useCardCollection<Service>(ENDPOINTS.services, query);
  const presets = useCardCollection<Preset>(ENDPOINTS.presets, query);
  const shows = (name: TabName) => tab === 'all' || tab === name;

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h1">
            {translate('cardList.title')}
          </Typography>
          <TextField
            size="small"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={translate('cardList.search')}
            sx={{ width: { xs: '100%', sm: 260 } }}
            slotProps={{
              htmlInput: { 'aria-label': translate('cardList.search'), maxLength: 200 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: search && (
                  <InputAdornment position="end">
                    <IconButton size="small" aria-label={translate('cardList.clearSearch')} onClick={() => setSearch('')}>
                      <Clear fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
        <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} variant="scrollable" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((t) => (
            <Tab key={t} value={t} label={translate(`cardList.tabs.${t}`)} />
          ))}
        </Tabs>
        <Box>
          {shows('quality') && (
            <CardSection
              id="quality"
              decl={DECLARATIONS.quality}
              title={translate('cardList.tabs.quality')}
              query={quality}
              search={query}
              skeletons={3}
              lead={<NewQualityInspectionTile />}
              renderCard={(item) => <QualityInspectionCard item={item} />}
            />
          )}
          {shows('services') && (
            <CardSection
              id="services"
              decl={DECLARATIONS.services}
              title={translate('cardList.tabs.services')}
              query={services}
              search={query}
              skeletons={4}
              renderCard={(item) => <ServiceCard item={item} />}
            />
          )}
          {shows('presets') && (
            <CardSection
              id="presets"
              decl={DECLARATIONS.presets}
              title={translate('cardList.tabs.presets')}
              query={presets}
              search={query}
              skeletons={6}
              renderCard={(item) => <PresetCard item={item} />}
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
