import { CardHeader, type CardHeaderProps } from '@mui/material';

/**
 * A dashboard card's header: its title as the section's heading, and on the right an action (a
 * link, a switch, a status) centred on the title and kept apart from it when the title is long.
 */
export function SectionCardHeader({ title, subheader, action }: Pick<CardHeaderProps, 'title' | 'subheader' | 'action'>) {
  return (
    <CardHeader
      title={title}
      subheader={subheader}
      action={action}
      slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
      sx={{ pb: 0, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0, ml: 1.5 } }}
    />
  );
}
