import type { ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';

interface CardShellProps {
  title: string;
  avatar?: ReactNode;
  tag?: ReactNode;
  description?: string;
  children?: ReactNode;
  actions: ReactNode;
}

/** The frame every card shares: title row with its state tag, description, body, actions at the foot. */
export function CardShell({ title, avatar, tag, description, children, actions }: CardShellProps) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'box-shadow 0.2s', '&:hover': { boxShadow: 3 } }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        {/* The title keeps its words whole: where its longest word and the tag cannot share a line, the tag goes below. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 1, minHeight: 28 }}>
          {avatar}
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, flex: '1 1 0', lineHeight: '28px', overflowWrap: 'break-word' }}>
            {title}
          </Typography>
          {tag && <Box sx={{ flexShrink: 0, pt: '2px' }}>{tag}</Box>}
        </Stack>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2, pt: 0 }}>{actions}</CardActions>
    </Card>
  );
}
