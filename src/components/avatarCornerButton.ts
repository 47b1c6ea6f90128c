/** A small round button on an avatar's lower right corner (change the avatar), on the page's paper. */
export const avatarCornerButtonSx = {
  position: 'absolute',
  right: -4,
  bottom: -4,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  '&:hover': { bgcolor: 'background.paper' },
} as const;
